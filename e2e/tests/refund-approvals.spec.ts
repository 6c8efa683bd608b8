import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { hydrated, screenshot, signInWithPassword } from "./support.js";

// Issue 15: refunds guests asked for wait on the approvals page (an owner's listings; an admin sees all). The demo
// data holds one waiting request; the admin reads it in English, rejects it in Arabic with a reason, and it shows as
// decided with that reason.
test("an admin reads a waiting refund and rejects it with a reason, in both languages", async ({ page }) => {
  await signInWithPassword(page, E2E_ADMIN);
  await page.goto("/admin/refund-approvals");
  await hydrated(page);
  const waiting = page.getByTestId("refund-approval").first();
  await expect(waiting.getByText("Waiting", { exact: true })).toBeVisible();
  await expect(waiting.getByText("Asked back")).toBeVisible();
  await expect(waiting.getByText("The guest's reason")).toBeVisible();
  const guest = (await waiting.getByRole("heading").innerText()).trim();
  await screenshot(page, "refunds-01-admin-waiting");

  await page.goto("/admin/refund-approvals?lang=ar");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page
    .getByRole("button", { name: `رفض استرداد ${guest}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "رفض هذا الاسترداد" });
  // Nothing is sent without a reason.
  await dialog.getByRole("button", { name: "رفض الاسترداد" }).click();
  await expect(dialog.getByText("اكتب ٣ أحرف على الأقل.")).toBeVisible();
  await dialog.getByLabel("السبب").fill("الحجز غير قابل للاسترداد بعد تسجيل الوصول.");
  await dialog.getByRole("button", { name: "رفض الاسترداد" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/admin/refund-approvals?lang=ar&show=decided");
  await hydrated(page);
  await expect(page.getByText("الحجز غير قابل للاسترداد بعد تسجيل الوصول.")).toBeVisible();
  await screenshot(page, "refunds-02-admin-rejected-ar");
});
