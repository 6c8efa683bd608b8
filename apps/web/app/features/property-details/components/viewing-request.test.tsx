import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { SignInPromptProvider } from "./sign-in-prompt";
import { ViewingRequest } from "./viewing-request";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderViewing(language: "en" | "ar", viewer: { name: string; email: string | null } | null) {
  return renderWithProviders(
    <SignInPromptProvider isSignedIn={viewer !== null} renderSignIn={() => <p>sign-in panel</p>}>
      <ViewingRequest propertyId={7} viewer={viewer} />
      <Toaster />
    </SignInPromptProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ViewingRequest", () => {
  it("sends the member's day and contacts to send-property-client-email and shows the API's thanks", async () => {
    const fetch = vi.fn(async () =>
      json(200, { error: false, message: "Your request was sent.", data: { id: 1 } }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderViewing("en", { name: "Mona Said", email: "mona@example.com" });
    await user.click(await screen.findByRole("button", { name: "Request a viewing" }));
    expect(screen.getByLabelText("Your name")).toHaveProperty("value", "Mona Said");
    // Nothing is sent while a required field is empty.
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getAllByText("Fill this in.")).toHaveLength(2);

    await user.type(screen.getByLabelText("Mobile number"), "01001234567");
    await user.type(screen.getByLabelText("Preferred day"), "2027-01-15");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Your request was sent.")).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/send-property-client-email");
    expect(JSON.parse(String(init.body))).toEqual({
      property_id: 7,
      client_name: "Mona Said",
      client_number: "01001234567",
      client_email: "mona@example.com",
      corresponding_day: "2027-01-15",
      message: "",
    });
    expect(screen.queryByTestId("viewing-form")).toBeNull();
  });

  it("shows the API's field message in Arabic at its field", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(422, {
          error: true,
          message: "رقم الهاتف غير صالح",
          code: "VALIDATION_FAILED",
          errors: { client_number: ["رقم الهاتف غير صالح"] },
        }),
      ),
    );
    const user = userEvent.setup();
    renderViewing("ar", { name: "منى", email: "mona@example.com" });
    await user.click(await screen.findByRole("button", { name: "اطلب معاينة" }));
    await user.type(screen.getByLabelText("رقم الجوال"), "12");
    await user.type(screen.getByLabelText("اليوم المفضل"), "2027-01-15");
    await user.click(screen.getByRole("button", { name: "أرسل الطلب" }));
    expect(await screen.findByText("رقم الهاتف غير صالح")).toBeTruthy();
    // At the phone field, not as a general failure above the form.
    expect(screen.getByLabelText("رقم الجوال").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("viewing-form")).toBeTruthy();
  });

  it("lets a guest send a request with the contacts they type, in Arabic", async () => {
    const fetch = vi.fn(async () =>
      json(200, { error: false, message: "تم إرسال طلب المعاينة", data: { id: 2 } }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderViewing("ar", null);
    await user.click(await screen.findByRole("button", { name: "اطلب معاينة" }));
    expect(screen.getByLabelText("اسمك")).toHaveProperty("value", "");
    expect(screen.getByTestId("viewing-guest-note").textContent).toContain("لا حاجة إلى حساب");
    await user.click(screen.getByRole("button", { name: "أرسل الطلب" }));
    expect(screen.getAllByText("املأ هذا الحقل.")).toHaveLength(4);
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("اسمك"), "منى عادل");
    await user.type(screen.getByLabelText("رقم الجوال"), "01001234567");
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "mona@example.com");
    await user.type(screen.getByLabelText("اليوم المفضل"), "2027-01-15");
    await user.click(screen.getByRole("button", { name: "أرسل الطلب" }));
    expect(await screen.findByText("تم إرسال طلب المعاينة")).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      client_name: "منى عادل",
      client_email: "mona@example.com",
    });
  });

  it("offers a guest with an account the sign-in dialog instead", async () => {
    const user = userEvent.setup();
    renderViewing("en", null);
    await user.click(await screen.findByRole("button", { name: "Request a viewing" }));
    await user.click(screen.getByRole("button", { name: "Have an account? Sign in" }));
    expect(await screen.findByText("sign-in panel")).toBeTruthy();
    expect(screen.queryByTestId("viewing-form")).toBeNull();
  });
});
