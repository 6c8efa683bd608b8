import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ReportButton } from "./report-dialog";
import { SignInPromptProvider } from "./sign-in-prompt";

const REASONS = {
  en: [
    { id: 1, reason: "Wrong price", reason_en: "Wrong price", reason_ar: "سعر خاطئ" },
    { id: 2, reason: "Already sold", reason_en: "Already sold", reason_ar: "بيع بالفعل" },
  ],
  ar: [
    { id: 1, reason: "سعر خاطئ", reason_en: "Wrong price", reason_ar: "سعر خاطئ" },
    { id: 2, reason: "بيع بالفعل", reason_en: "Already sold", reason_ar: "بيع بالفعل" },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API: reasons for GET get_report_reasons, `report` for POST add_reports. */
function api(language: "en" | "ar", report: () => Response) {
  return vi.fn(async (url: string) =>
    String(url).startsWith("/api/get_report_reasons")
      ? json(200, { error: false, message: "", data: REASONS[language], total: 2 })
      : report(),
  );
}

function renderReport({
  language = "en",
  isSignedIn = true,
}: {
  language?: "en" | "ar";
  isSignedIn?: boolean;
}) {
  return renderWithProviders(
    <SignInPromptProvider isSignedIn={isSignedIn} renderSignIn={() => <p>sign-in panel</p>}>
      <ReportButton propertyId={5} isReported={false} />
      <Toaster />
    </SignInPromptProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ReportButton", () => {
  it.each([
    {
      language: "en" as const,
      open: "Report",
      send: "Send report",
      other: "Other",
      reasonError: "Choose a reason, or choose Other and describe the problem.",
      messageError: "Describe the problem.",
    },
    {
      language: "ar" as const,
      open: "إبلاغ",
      send: "إرسال البلاغ",
      other: "سبب آخر",
      reasonError: "اختر سببًا، أو اختر «سبب آخر» وصف المشكلة.",
      messageError: "صف المشكلة.",
    },
  ])("in $language asks for a reason, and for words when the reason is Other, before sending", async (c) => {
    const fetch = api(c.language, () => json(200, { error: false, message: "ok", data: null }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderReport({ language: c.language });

    await user.click(await screen.findByRole("button", { name: c.open }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("radio", { name: REASONS[c.language][0]!.reason });

    await user.click(within(dialog).getByRole("button", { name: c.send }));
    expect(within(dialog).getByText(c.reasonError)).toBeTruthy();
    expect(within(dialog).getByRole("group").getAttribute("aria-invalid")).toBe("true");

    await user.click(within(dialog).getByRole("radio", { name: c.other }));
    await user.click(within(dialog).getByRole("button", { name: c.send }));
    const message = within(dialog).getByRole("textbox");
    expect(within(dialog).getByText(c.messageError)).toBeTruthy();
    expect(message.getAttribute("aria-invalid")).toBe("true");

    // Nothing was posted while the form was incomplete.
    expect(fetch.mock.calls.every(([url]) => String(url).startsWith("/api/get_report_reasons"))).toBe(true);
  });

  it("posts the chosen reason for the listing, closes and shows the API's thanks", async () => {
    const fetch = api("en", () =>
      json(200, { error: false, message: "Thank you for the report", data: null }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderReport({});

    await user.click(await screen.findByRole("button", { name: "Report" }));
    await user.click(await screen.findByRole("radio", { name: "Already sold" }));
    await user.click(screen.getByRole("button", { name: "Send report" }));

    expect(await screen.findByText("Thank you for the report")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const post = fetch.mock.calls.find(([url]) => String(url) === "/api/add_reports") as unknown as [
      string,
      RequestInit,
    ];
    expect(post[1].method).toBe("POST");
    expect(JSON.parse(String(post[1].body))).toEqual({ property_id: 5, reason_id: 2 });
    expect(screen.getByRole("button", { name: "Reported" }).hasAttribute("disabled")).toBe(true);
  });

  it("sends Other as reason 0 with the trimmed words", async () => {
    const fetch = api("en", () => json(200, { error: false, message: "ok", data: null }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderReport({});

    await user.click(await screen.findByRole("button", { name: "Report" }));
    await user.click(await screen.findByRole("radio", { name: "Other" }));
    await user.type(
      screen.getByRole("textbox", { name: "Describe the problem" }),
      "  Photos are of another flat ",
    );
    await user.click(screen.getByRole("button", { name: "Send report" }));

    await screen.findByText("ok");
    const post = fetch.mock.calls.find(([url]) => String(url) === "/api/add_reports") as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(post[1].body))).toEqual({
      property_id: 5,
      reason_id: 0,
      other_message: "Photos are of another flat",
    });
  });

  it("shows the API's own message when the listing was already reported, inside the dialog", async () => {
    vi.stubGlobal(
      "fetch",
      api("ar", () =>
        json(409, { error: true, code: "CONFLICT", message: "لقد أبلغت عن هذا العقار من قبل" }),
      ),
    );
    const user = userEvent.setup();
    renderReport({ language: "ar" });

    await user.click(await screen.findByRole("button", { name: "إبلاغ" }));
    await user.click(await screen.findByRole("radio", { name: "سعر خاطئ" }));
    await user.click(screen.getByRole("button", { name: "إرسال البلاغ" }));

    const dialog = screen.getByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe("لقد أبلغت عن هذا العقار من قبل");
  });

  it("asks a guest to sign in with the spec's message instead of opening the form", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderReport({ isSignedIn: false });

    await user.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "You have not logged in" });
    expect(within(dialog).getByText("sign-in panel")).toBeTruthy();
    expect(screen.queryByTestId("report-form")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
