import { textDirection, type Locale } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { TestProviders } from "../../../../test/render";
import type { ApiFetchOptions, ApiFetchResult } from "../../../lib/api/load-context";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { authAction } from "../auth-actions.server";
import { AuthPanel } from "./auth-panel";

type Call = { path: string; options: ApiFetchOptions };
type FakeApi = (path: string, options: ApiFetchOptions) => ApiFetchResult;

const TOKEN = "Zq3k0n8V1x9m2b7c6a5s4d3f2g1h0j9k8l7z6x5c4v3";

/** The panel on "/", the real /login action behind it, and the API replaced by `api` (in-process calls). */
function renderPanel(api: FakeApi, language: Locale = "en") {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const calls: Call[] = [];
  const context = {
    publicUrl: "http://localhost:3000",
    apiFetch: async (path: string, options: ApiFetchOptions = {}) => {
      calls.push({ path, options });
      return api(path, options);
    },
  } satisfies AppLoadContext;
  const Stub = createRoutesStub(
    [
      {
        path: "/",
        Component: () => (
          <TestProviders language={language} settings={null}>
            <AuthPanel redirectTo="/" tabHref={(tab) => `/login?tab=${tab}`} />
          </TestProviders>
        ),
      },
      { path: "/login", action: ({ request }) => authAction({ request, context }) },
      { path: "/onboarding", Component: () => <p>Onboarding page</p> },
    ],
    context,
  );
  render(<Stub initialEntries={["/"]} />);
  return calls;
}

const failure = (status: number, message: string, errors?: Record<string, string[]>): ApiFetchResult => ({
  status,
  body: { error: true, message, code: status === 422 ? "VALIDATION_FAILED" : "UNAUTHENTICATED", errors },
});

async function openRegister(user: ReturnType<typeof userEvent.setup>, tabName: string, formName: string) {
  await user.click(await screen.findByRole("tab", { name: tabName }));
  return screen.getByRole("form", { name: formName });
}

describe("the sign-in dialog's forms", () => {
  it.each([
    {
      language: "en" as const,
      tab: "Create account",
      submit: "Create account",
      labels: ["Full name", "Email address", "Password", "Confirm password"],
      emailError: "This email address is already in use by another account.",
      passwordError: "This password is too common. Please choose one that is harder to guess.",
      summary: "Some fields are invalid. Please review them and try again.",
    },
    {
      language: "ar" as const,
      tab: "إنشاء حساب",
      submit: "إنشاء الحساب",
      labels: ["الاسم الكامل", "البريد الإلكتروني", "كلمة المرور", "تأكيد كلمة المرور"],
      emailError: "عنوان البريد الإلكتروني هذا مستخدم بالفعل في حساب آخر.",
      passwordError: "كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور يصعب تخمينها.",
      summary: "بعض الحقول غير صالحة. يرجى مراجعتها والمحاولة مرة أخرى.",
    },
  ])("shows a 422's field errors beside their fields ($language)", async (c) => {
    const user = userEvent.setup();
    const calls = renderPanel(
      () => failure(422, c.summary, { email: [c.emailError], password: [c.passwordError] }),
      c.language,
    );
    const form = await openRegister(user, c.tab, c.tab);
    const [name, email, password, confirmation] = c.labels.map((label) => within(form).getByLabelText(label));
    await user.type(name!, "Mona Ali");
    await user.type(email!, "mona@example.com");
    await user.type(password!, "password1");
    await user.type(confirmation!, "password1");
    await user.click(within(form).getByRole("button", { name: c.submit }));

    const passwordMessage = await within(form).findByText(c.passwordError);
    expect(password!.getAttribute("aria-invalid")).toBe("true");
    expect(password!.getAttribute("aria-describedby")).toContain(passwordMessage.id);
    expect(email!.getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByText(c.emailError)).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toBe(c.summary);
    expect(calls[0]!.path).toBe("user-register");
    expect(calls[0]!.options.body).toMatchObject({
      name: "Mona Ali",
      email: "mona@example.com",
      password: "password1",
      re_password: "password1",
    });
  });

  it("checks spec §5's rules before sending anything, in Arabic", async () => {
    const user = userEvent.setup();
    const calls = renderPanel(() => failure(500, "never called"), "ar");
    const form = await openRegister(user, "إنشاء حساب", "إنشاء حساب");
    await user.type(within(form).getByLabelText("كلمة المرور"), "abc");
    await user.type(within(form).getByLabelText("تأكيد كلمة المرور"), "abd");
    await user.click(within(form).getByRole("button", { name: "إنشاء الحساب" }));
    const t = createI18n("ar").t;
    for (const key of [
      "validation.required.name",
      "validation.required.email",
      "validation.password_too_short",
      "validation.passwords_do_not_match",
    ]) {
      expect(within(form).getByText(t(key))).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(form).getByLabelText("الاسم الكامل"));
    expect(calls).toEqual([]);
  });

  it("signs in right after the e-mail code with the password just typed, then onboards", async () => {
    window.localStorage.setItem("onboarding_done", "true");
    const user = userEvent.setup();
    const calls = renderPanel((path) => {
      if (path === "user-register") {
        return {
          status: 200,
          body: { error: false, message: "Account created.", data: { email: "new@example.com" } },
        };
      }
      if (path === "verify-otp")
        return { status: 200, body: { error: false, message: "ok", auth_id: "ticket", data: {} } };
      if (path === "user_signup") {
        return {
          status: 200,
          body: {
            error: false,
            message: "Login Successfully",
            token: TOKEN,
            data: { id: 9, management_type: null },
          },
        };
      }
      return failure(404, "unexpected");
    });
    const form = await openRegister(user, "Create account", "Create account");
    await user.type(within(form).getByLabelText("Full name"), "New Person");
    await user.type(within(form).getByLabelText("Email address"), "new@example.com");
    await user.type(within(form).getByLabelText("Password"), "s3cret-pass");
    await user.type(within(form).getByLabelText("Confirm password"), "s3cret-pass");
    await user.click(within(form).getByRole("button", { name: "Create account" }));

    const step = await screen.findByRole("form", { name: "Verify your email address" });
    expect(within(step).getByText("Account created.")).toBeTruthy();
    expect(within(step).getByRole("button", { name: /Resend code in 60 seconds/ })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(within(step).getByLabelText("Digit 1 of 6"));
    await user.paste("123456");
    await user.click(within(step).getByRole("button", { name: "Verify and continue" }));

    expect(await screen.findByText("Onboarding page")).toBeTruthy();
    const verify = calls.find((call) => call.path === "verify-otp")!;
    expect(verify.options.query).toMatchObject({ email: "new@example.com", otp: "123456" });
    const signup = calls.find((call) => call.path === "user_signup")!;
    expect(signup.options).toMatchObject({
      method: "POST",
      body: { type: 3, email: "new@example.com", password: "s3cret-pass" },
    });
    expect(window.localStorage.getItem("onboarding_done")).toBeNull();
  });

  it("says 'incorrect details' for a refused sign-in", async () => {
    const user = userEvent.setup();
    renderPanel(() => failure(401, "You have not logged in"));
    const form = await screen.findByRole("form", { name: "Sign in" });
    await user.type(within(form).getByLabelText("Email address"), "mona@example.com");
    await user.type(within(form).getByLabelText("Password"), "wrong-one");
    await user.click(within(form).getByRole("button", { name: "Sign in" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Incorrect details entered. Please check them and try again.",
    );
  });
});
