import type { TVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { VerificationPage } from "./verification-page";
import type { ApplicationSender } from "./verification-form";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

const FIELDS: TVerificationFormField[] = [
  {
    id: 1,
    name: "Full name",
    name_en: "Full name",
    name_ar: "الاسم الكامل",
    field_type: "text",
    is_required: true,
    rank: 1,
    status: 1,
    form_fields_values: [],
  },
  {
    id: 2,
    name: "ID document",
    name_en: "ID document",
    name_ar: null,
    field_type: "file",
    is_required: false,
    rank: 2,
    status: 1,
    form_fields_values: [],
  },
];

function application(overrides: Partial<TVerificationApplication>): TVerificationApplication {
  return {
    id: null,
    status: "initial",
    reason: null,
    created_at: null,
    reviewed_at: null,
    verify_customer_values: [],
    ...overrides,
  };
}

const answered = [
  { field_id: 1, name: "Full name", field_type: "text" as const, value: "Mona Adel", file_type: null },
  {
    field_id: 2,
    name: "ID document",
    field_type: "file" as const,
    value: "https://files.test/signed/id.pdf",
    file_type: "application/pdf",
  },
];

function fakeApi(state: TVerificationApplication) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.startsWith("/api/get-agent-verification-form-values"))
        return json({ error: false, message: "", data: state });
      if (url.startsWith("/api/get-agent-verification-form-fields"))
        return json({ error: false, message: "", data: FIELDS });
      throw new Error(`unexpected ${url}`);
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("VerificationPage", () => {
  it("a member never verified reads the introduction, applies, and then sees the application under review", async () => {
    fakeApi(application({}));
    const send = vi.fn<ApplicationSender>(async () => ({
      error: false,
      message: "Your application has been sent.",
      data: application({
        id: 3,
        status: "pending",
        created_at: "2026-11-27T10:00:00.000Z",
        verify_customer_values: answered,
      }),
    }));
    renderWithProviders(<VerificationPage send={send} />);
    expect(await screen.findByRole("heading", { name: "You are not verified yet" })).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: /Full name/ }), "Mona Adel");
    await userEvent.click(screen.getByRole("button", { name: "Send application" }));

    expect(await screen.findByRole("heading", { name: "Your application is under review" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send application" })).toBeNull();
    expect(screen.getByText("Mona Adel")).toBeTruthy();
  });

  it("under review: the submitted answers read-only, the file as a link, no form", async () => {
    fakeApi(
      application({
        id: 3,
        status: "pending",
        created_at: "2026-11-20T10:00:00.000Z",
        verify_customer_values: answered,
      }),
    );
    renderWithProviders(<VerificationPage />);
    expect(await screen.findByRole("heading", { name: "Your application is under review" })).toBeTruthy();
    expect(screen.getByText(/Your application of Nov 20, 2026 is under review/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the PDF" }).getAttribute("href")).toBe(
      "https://files.test/signed/id.pdf",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("verified: the badge and the date", async () => {
    fakeApi(application({ id: 3, status: "success", reviewed_at: "2026-11-22T10:00:00.000Z" }));
    renderWithProviders(<VerificationPage />);
    expect(await screen.findByTestId("verified-badge")).toBeTruthy();
    expect(screen.getByText("You were verified on Nov 22, 2026.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply again" })).toBeNull();
  });

  it("refused: the admin's reason, and Apply again opens the form with the text answers back", async () => {
    fakeApi(
      application({
        id: 3,
        status: "failed",
        reason: "The ID is not readable.",
        verify_customer_values: answered,
      }),
    );
    renderWithProviders(<VerificationPage />);
    expect(await screen.findByText("The ID is not readable.")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Apply again" }));
    const name = await screen.findByRole("textbox", { name: /Full name/ });
    expect((name as HTMLInputElement).value).toBe("Mona Adel");
  });

  it("speaks Arabic", async () => {
    fakeApi(application({ id: 3, status: "failed", reason: "الصورة غير واضحة" }));
    renderWithProviders(<VerificationPage />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "لم ينجح توثيقك" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "التقديم من جديد" })).toBeTruthy();
  });
});
