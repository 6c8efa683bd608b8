import type { TAdminVerificationField } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { FieldsManager, optionsOf } from "./fields-manager";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const licence: TAdminVerificationField = {
  id: 1,
  name: "Broker licence number",
  name_en: "Broker licence number",
  name_ar: null,
  field_type: "text",
  is_required: true,
  rank: 1,
  status: 1,
  is_active: true,
  form_fields_values: [],
};

function fakeApi(fields: TAdminVerificationField[]) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === "POST") {
        const body: unknown = JSON.parse(String(init.body));
        posts.push({ url, body });
        const retire = /fields\/(\d+)\/retire/.exec(url);
        if (retire) {
          const field = fields.find((f) => f.id === Number(retire[1]))!;
          field.is_active = false;
          return json(200, { error: false, message: "", data: field });
        }
        const added = { ...licence, id: 2, name: (body as { name: string }).name, is_required: false };
        fields.push(added);
        return json(200, { error: false, message: "", data: added });
      }
      return json(200, { error: false, message: "", data: fields });
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

describe("FieldsManager", () => {
  it("reads one option per line, English then Arabic", () => {
    expect(optionsOf("Passport | جواز السفر\n\nNational ID")).toEqual([
      { value: "Passport", value_ar: "جواز السفر" },
      { value: "National ID", value_ar: null },
    ]);
  });

  it("retires a question, which then shows as retired", async () => {
    const posts = fakeApi([licence]);
    renderWithProviders(<FieldsManager />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Retire the question Broker licence number" }),
    );
    expect(await screen.findByText("Retired")).toBeTruthy();
    expect(posts[0]!.url).toContain("/api/admin/verification/fields/1/retire");
  });

  it("adds a dropdown question with its choices in both languages", async () => {
    const posts = fakeApi([licence]);
    renderWithProviders(<FieldsManager />);
    await userEvent.type(
      await screen.findByRole("textbox", { name: "Question in English" }),
      "Identity document",
    );
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Answer type" }), "dropdown");
    await userEvent.type(screen.getByRole("textbox", { name: "Choices" }), "Passport | جواز السفر");
    await userEvent.click(screen.getByRole("button", { name: "Add the question" }));
    expect(await screen.findByText("Identity document")).toBeTruthy();
    expect(posts[0]!.body).toMatchObject({
      name: "Identity document",
      field_type: "dropdown",
      options: [{ value: "Passport", value_ar: "جواز السفر" }],
    });
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(2);
  });
});
