import type { Locale } from "@manzil/domain/i18n";
import { textDirection } from "@manzil/domain/i18n";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import type { ContactActionData } from "../contact-action.server";
import { ContactForm } from "./contact-form";

/** The form on /contact-us with a stand-in for the page's action. */
function renderForm(answer: (form: FormData) => ContactActionData, language: Locale = "en") {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const action = vi.fn(async ({ request }: { request: Request }) => answer(await request.formData()));
  const Stub = createRoutesStub([
    {
      path: "/contact-us",
      action,
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <ContactForm />
        </TestProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={["/contact-us"]} />);
  return action;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  for (const [label, value] of Object.entries(labels)) await user.type(screen.getByLabelText(label), value);
}

const valuesOf = (form: FormData) => ({
  first_name: String(form.get("first_name")),
  last_name: String(form.get("last_name")),
  email: String(form.get("email")),
  subject: String(form.get("subject")),
  message: String(form.get("message")),
});

describe("ContactForm", () => {
  it("checks the fields before sending and shows each problem beside its field", async () => {
    const user = userEvent.setup();
    const action = renderForm(() => ({ status: "sent" }));
    await user.click(await screen.findByRole("button", { name: "Send message" }));
    expect(action).not.toHaveBeenCalled();
    const first = screen.getByLabelText("First name");
    expect(first.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(first.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "First name is required",
    );
    expect(document.activeElement).toBe(first);
    expect(screen.getByText("Message is required")).toBeTruthy();

    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByText("Email address is invalid")).toBeTruthy();
  });

  it("speaks Arabic to Arabic visitors", async () => {
    const user = userEvent.setup();
    renderForm(() => ({ status: "sent" }), "ar");
    await user.click(await screen.findByRole("button", { name: "إرسال الرسالة" }));
    expect(screen.getByLabelText("الاسم الأول").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("الاسم الأول مطلوب")).toBeTruthy();
  });

  it("sends the eBroker field names and thanks the visitor", async () => {
    const user = userEvent.setup();
    let sent: Record<string, string> | null = null;
    renderForm((form) => {
      sent = valuesOf(form);
      return { status: "sent" };
    });
    await fillIn(user, {
      "First name": "Mona",
      "Last name": "Hassan",
      Email: "mona@example.com",
      Subject: "Viewing",
      Message: "Can I visit on Friday?",
    });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(
      await screen.findByRole("heading", { name: "Thank you, your message has been sent" }),
    ).toBeTruthy();
    expect(sent).toEqual({
      first_name: "Mona",
      last_name: "Hassan",
      email: "mona@example.com",
      subject: "Viewing",
      message: "Can I visit on Friday?",
    });
    await user.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's field messages and the rate-limit notice", async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderForm((form) => {
      calls += 1;
      return calls === 1
        ? {
            status: "invalid",
            fieldErrors: { email: "Email address is invalid" },
            message: "",
            values: valuesOf(form),
          }
        : { status: "rate-limited", values: valuesOf(form) };
    });
    await fillIn(user, {
      "First name": "Mona",
      "Last name": "Hassan",
      Email: "mona@example.com",
      Subject: "Viewing",
      Message: "Hello",
    });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");

    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "You have sent several messages in a short time. Please wait a while and try again.",
      ),
    );
    // What was typed is still there to send later.
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Hello");
  });
});
