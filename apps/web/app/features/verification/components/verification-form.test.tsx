import type { TVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { VerificationForm, type ApplicationSender } from "./verification-form";

const option = (id: number, en: string, ar: string, lang: "en" | "ar" = "en") => ({
  id,
  value: lang === "en" ? en : ar,
  value_en: en,
  value_ar: ar,
});

function field(
  id: number,
  field_type: TVerificationFormField["field_type"],
  name: string,
  extra: Partial<TVerificationFormField> = {},
): TVerificationFormField {
  return {
    id,
    name,
    name_en: name,
    name_ar: null,
    field_type,
    is_required: false,
    rank: id,
    status: 1,
    form_fields_values: [],
    ...extra,
  };
}

const FIELDS = [
  field(1, "text", "Full name", { is_required: true }),
  field(2, "number", "Years of experience"),
  field(3, "textarea", "About you"),
  field(4, "radio", "Agent type", {
    form_fields_values: [option(1, "Individual", "فرد"), option(2, "Company", "شركة")],
  }),
  field(5, "checkbox", "Areas", {
    form_fields_values: [option(1, "Cairo", "القاهرة"), option(2, "Giza", "الجيزة")],
  }),
  field(6, "dropdown", "City", { form_fields_values: [option(1, "Alexandria", "الإسكندرية")] }),
  field(7, "file", "ID document", { is_required: true }),
];

const pending: TVerificationApplication = {
  id: 5,
  status: "pending",
  reason: null,
  created_at: "2026-11-27T10:00:00.000Z",
  reviewed_at: null,
  verify_customer_values: [],
};

function renderForm(send: ApplicationSender, fields = FIELDS, language: "en" | "ar" = "en") {
  const onApplied = vi.fn();
  renderWithProviders(<VerificationForm fields={fields} send={send} onApplied={onApplied} />, { language });
  return onApplied;
}

const png = (bytes = 10) => new File([new Uint8Array(bytes)], "id.png", { type: "image/png" });

describe("VerificationForm", () => {
  it("draws each field type with its label, options and required marks", async () => {
    renderForm(vi.fn());
    expect(await screen.findByRole("textbox", { name: /Full name/ })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Full name/ }).hasAttribute("required")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Years of experience" }).getAttribute("inputmode")).toBe(
      "decimal",
    );
    expect(screen.getByRole("textbox", { name: "About you" }).tagName).toBe("TEXTAREA");
    const radios = within(screen.getByRole("group", { name: "Agent type" }));
    expect(radios.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual([
      "Individual",
      "Company",
    ]);
    expect(within(screen.getByRole("group", { name: "Areas" })).getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("combobox", { name: "City" })).toBeTruthy();
    expect(screen.getByLabelText(/ID document/).getAttribute("type")).toBe("file");
    expect(screen.getAllByText("*")).toHaveLength(2);
  });

  it("shows the options in the page's language and sends the stored value", async () => {
    const send = vi.fn<ApplicationSender>(async () => ({ error: false, message: "", data: pending }));
    const arabic = [
      field(4, "radio", "نوع الوكيل", {
        is_required: true,
        form_fields_values: [option(1, "Individual", "فرد", "ar"), option(2, "Company", "شركة", "ar")],
      }),
    ];
    renderForm(send, arabic, "ar");
    await userEvent.click(await screen.findByRole("radio", { name: "شركة" }));
    await userEvent.click(screen.getByRole("button", { name: "إرسال الطلب" }));
    const body = send.mock.calls[0]![0];
    expect(body.get("form_fields[0][id]")).toBe("4");
    expect(body.get("form_fields[0][value]")).toBe("Company");
  });

  it("stops at the client checks: a missing required answer, a wrong file type, a file over 5 MB", async () => {
    const send = vi.fn<ApplicationSender>();
    renderForm(send);
    await userEvent.click(await screen.findByRole("button", { name: "Send application" }));
    expect(send).not.toHaveBeenCalled();
    const name = screen.getByRole("textbox", { name: /Full name/ });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(document.activeElement).toBe(name);

    const file = screen.getByLabelText(/ID document/);
    await userEvent.upload(file, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    expect(await screen.findByText("Choose a JPG, PNG or PDF file.")).toBeTruthy();
    await userEvent.upload(file, png(5 * 1024 * 1024 + 1));
    expect(await screen.findByText("The file is larger than 5 MB.")).toBeTruthy();

    await userEvent.type(screen.getByRole("textbox", { name: "Years of experience" }), "ten");
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Enter a number.")).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends every answer in form order, ticked boxes as a list and the file as a part", async () => {
    const send = vi.fn<ApplicationSender>(async (_body, onProgress) => {
      onProgress(0.5);
      return { error: false, message: "Sent.", data: pending };
    });
    const onApplied = renderForm(send);
    await userEvent.type(await screen.findByRole("textbox", { name: /Full name/ }), "Mona Adel");
    await userEvent.click(screen.getByRole("checkbox", { name: "Cairo" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Giza" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "City" }), "Alexandria");
    await userEvent.upload(screen.getByLabelText(/ID document/), png());
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));

    expect(onApplied).toHaveBeenCalledOnce();
    const body = send.mock.calls[0]![0];
    expect(body.get("form_fields[0][value]")).toBe("Mona Adel");
    expect(body.get("form_fields[1][value]")).toBe("");
    expect(body.getAll("form_fields[4][value][]")).toEqual(["Cairo", "Giza"]);
    expect(body.get("form_fields[5][value]")).toBe("Alexandria");
    expect((body.get("form_fields[6][value]") as File).name).toBe("id.png");
    expect(body.get("form_fields[6][id]")).toBe("7");
  });

  it("puts the API's 422 messages at their fields", async () => {
    const send = vi.fn<ApplicationSender>(async () => {
      throw new ApiRequestError(
        { kind: "http", status: 422, serverMessage: "Check the form." },
        {
          "form_fields.6.value": ["ID document must be a JPG, PNG or PDF file."],
        },
      );
    });
    renderForm(send);
    await userEvent.type(await screen.findByRole("textbox", { name: /Full name/ }), "Mona");
    await userEvent.upload(screen.getByLabelText(/ID document/), png());
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));

    const message = await screen.findByText("ID document must be a JPG, PNG or PDF file.");
    const input = screen.getByLabelText(/ID document/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByText("Please check the fields marked below.")).toBeTruthy();
  });

  it("says a refusal that names no field, such as an application already under review", async () => {
    const send = vi.fn<ApplicationSender>(async () => {
      throw new ApiRequestError({
        kind: "http",
        status: 409,
        serverMessage: "Your application is already under review.",
      });
    });
    renderForm(send, [field(1, "text", "Full name", { is_required: true })]);
    await userEvent.type(await screen.findByRole("textbox", { name: /Full name/ }), "Mona");
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Your application is already under review.")).toBeTruthy();
  });
});
