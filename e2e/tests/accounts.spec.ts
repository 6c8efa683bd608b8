import { expect, test, type Page } from "@playwright/test";
import { emailedCode as codeSentTo, hydrated, screenshot } from "./support.js";

async function openDialog(page: Page) {
  // The header's link opens the dialog once the page is hydrated (before, it leads to /login).
  await hydrated(page);
  await page.getByTestId("sign-in-button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("register, verify, onboard, edit the profile in Arabic, sign out, sign in again", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = "Nile-River-2026";
  const arabicName = "منى عبد الرحمن";
  const arabicAddress = "١٢ شارع النيل، الزمالك";

  // The dialog in Arabic, for the record.
  await page.goto("/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await openDialog(page);
  await screenshot(page, "accounts-dialog-ar");
  await page.keyboard.press("Escape");

  // Register in English.
  await page.goto("/?lang=en");
  let dialog = await openDialog(page);
  await dialog.getByRole("tab", { name: "Create account" }).click();
  const register = dialog.getByRole("form", { name: "Create account" });
  await register.getByLabel("Full name").fill("Mona Test");
  await register.getByLabel("Email address").fill(email);
  await register.getByLabel("Password", { exact: true }).fill(password);
  await register.getByLabel("Confirm password").fill(password);
  await register.getByLabel("I am").selectOption("agent");
  await register.getByRole("button", { name: "Create account" }).click();

  // The code from the outbox, into the six boxes; verifying signs in and leads to onboarding.
  const codeStep = dialog.getByRole("form", { name: "Verify your email address" });
  await expect(codeStep).toBeVisible();
  await expect(codeStep.getByRole("button", { name: /Resend code in \d+ seconds?/ })).toBeDisabled();
  await screenshot(page, "accounts-code-step-en");
  const code = await codeSentTo(email);
  await codeStep.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
  await codeStep.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByTestId("user-menu")).toContainText("Mona Test");

  // "I am" was answered at sign-up: onboarding shows it (with a way to change it) instead of asking again, and
  // saves it to the profile with the management choice, then opens the signed-in area.
  await expect(page.getByRole("group", { name: "I am a…" })).toHaveCount(0);
  await expect(page.getByTestId("onboarding-role")).toContainText("You signed up as: Agent.");
  await page.getByText("Managed by the platform", { exact: true }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/user\/properties$/);
  const saved = (await (await page.request.get("/api/get-user-data")).json()).data;
  expect(saved).toMatchObject({ email, customer_type: "agent", management_type: "platform" });
  expect(await page.evaluate(() => window.localStorage.getItem("onboarding_done"))).toBe("true");
  // The session is an httpOnly cookie: scripts on the page cannot read the token.
  expect(await page.evaluate(() => document.cookie)).not.toContain("manzil_session");

  // The profile in Arabic: change the name and address, save, reload, still there.
  await page.goto("/user/profile?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const form = page.getByTestId("profile-form");
  await expect(form.locator('input[name="name"]')).toHaveValue("Mona Test");
  await form.locator('input[name="name"]').fill(arabicName);
  await form.locator('input[name="address"]').fill(arabicAddress);
  const saving = page.waitForResponse((response) => response.url().includes("/api/update_profile"));
  await page.getByTestId("profile-save").click();
  expect((await saving).status()).toBe(200);
  await expect(page.getByText("تم تحديث الملف الشخصي بنجاح")).toBeVisible();
  await expect(page.getByTestId("user-menu")).toContainText(arabicName);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "accounts-profile-ar");
  await page.reload();
  await expect(form.locator('input[name="name"]')).toHaveValue(arabicName);
  await expect(form.locator('input[name="address"]')).toHaveValue(arabicAddress);
  await page.getByRole("tab", { name: "شركة" }).click();
  await expect(form.locator('select[name="companyType"] option')).toHaveCount(8);
  await form.locator('select[name="companyType"]').scrollIntoViewIfNeeded();
  await screenshot(page, "accounts-profile-company-ar");

  // Sign out: the header offers "sign in" again and the protected page sends the visitor home.
  await page.getByTestId("user-menu").click();
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("sign-in-button")).toBeVisible();
  await page.goto("/user/profile");
  await expect(page).toHaveURL(/\/$/);

  // Sign in again with e-mail and password (the page is still Arabic): the saved name is back.
  dialog = await openDialog(page);
  const signIn = dialog.getByRole("form");
  await signIn.locator('input[name="email"]').fill(email);
  await signIn.locator('input[name="password"]').fill(password);
  await signIn.locator('button[type="submit"]').click();
  await expect(page.getByTestId("user-menu")).toContainText(arabicName);
  await page.goto("/user/profile");
  await expect(page.getByTestId("profile-name")).toHaveText(arabicName);
  await expect(page.getByTestId("profile-form").locator('input[name="address"]')).toHaveValue(arabicAddress);
});

test("a wrong password is refused with the spec's message, in Arabic", async ({ page }) => {
  await page.goto("/?lang=ar");
  const dialog = await openDialog(page);
  const signIn = dialog.getByRole("form");
  await signIn.locator('input[name="email"]').fill("nobody@example.com");
  await signIn.locator('input[name="password"]').fill("not-the-password");
  await signIn.locator('button[type="submit"]').click();
  await expect(signIn.getByRole("alert")).toHaveText(
    "البيانات المُدخلة غير صحيحة. يرجى التحقق منها والمحاولة مرة أخرى.",
  );
});
