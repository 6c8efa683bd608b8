import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { hydrated, screenshot, signInWithPassword } from "./support.js";

// Issue 17: an admin dismisses a reported listing's reports, and rejects a pending featuring in Arabic. Neither
// changes what the public sees, so the other specs keep their listings and featured shelves.
test("an admin dismisses reports on a listing and rejects a pending featuring in Arabic", async ({
  page,
}) => {
  await signInWithPassword(page, E2E_ADMIN);
  await page.goto("/admin/reports");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reports on listings" })).toBeVisible();
  // The demo data's reports: one listing carries members' own words.
  await expect(page.getByText("In the members' own words")).toBeVisible();
  await screenshot(page, "admin-oversight-01-reports");

  const first = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: "Dismiss reports" }).click();
  const dialog = page.getByRole("dialog", { name: "Dismiss the reports?" });
  await dialog.getByRole("button", { name: "Dismiss reports" }).click();
  await expect(page.getByText("The reports have been dismissed.")).toBeVisible();
  await expect(page.getByText(/No open reports/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeFocused();

  await page.goto("/admin/reports");
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  await page.goto("/admin/advertisements?status=pending&lang=ar");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // One "reject" button per pending featuring.
  const rejectButtons = page.getByRole("main").getByRole("button", { name: "رفض", exact: true });
  await expect(rejectButtons.first()).toBeVisible();
  const before = await rejectButtons.count();
  await rejectButtons.first().click();
  const reject = page.getByRole("dialog", { name: "رفض التمييز؟" });
  await reject.getByRole("button", { name: "رفض" }).click();
  await expect(reject.getByText("يرجى ذكر السبب لصاحب الإعلان.")).toBeVisible();
  await reject.getByRole("textbox").fill("الصور غير واضحة");
  await screenshot(page, "admin-oversight-02-reject-ar");
  await reject.getByRole("button", { name: "رفض" }).click();
  await expect(page.getByText(/تم رفض الإعلان المميز وإبلاغ صاحبه/)).toBeVisible();
  await expect(rejectButtons).toHaveCount(before - 1);
});
