import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { screenshot, signInWithPassword, signUpNewMember, solidPng } from "./support.js";

// Issue 13: a paid package bought by bank transfer, all in Arabic. The demo data turns bank transfer on with the
// bank's details; the member uploads a receipt, an admin approves it, the package is active and the invoice PDF
// (rendered by the server's Chromium) downloads from All payments.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The member's screen at desktop width, then at phone width (back to desktop afterwards). */
async function shots(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test("a member buys a paid package by bank transfer in Arabic; an admin approves; the invoice PDF downloads", async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-up, an upload, an admin's review and a PDF rendered by Chromium: longer than one page's budget.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const member = {
    name: `ليلى حسن ${stamp}`,
    email: `bank-buyer-${stamp}@example.com`,
    password: "Sturdy-passw0rd!",
  };
  await signUpNewMember(page, member);

  // The header's language switch (POST /set-language) puts the whole site in Arabic from here on.
  await page.goto("/subscription-plan");
  await page.getByTestId("language-option-ar").first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page).toHaveURL(/\/subscription-plan$/);
  const paid = page
    .getByTestId("plan-card")
    .filter({ has: page.getByTestId("plan-buy") })
    .first();
  const planId = await paid.getAttribute("data-plan-id");
  const planName = (await paid.getByRole("heading").first().textContent())?.trim() ?? "";
  expect(planName).not.toBe("");
  await shots(page, "bank-01-plans");

  await paid.getByRole("button", { name: `شراء باقة ${planName}` }).click();
  const dialog = page.getByRole("dialog", { name: `شراء ${planName}` });
  await dialog.getByRole("radio", { name: /تحويل بنكي/ }).check();
  await dialog.getByRole("button", { name: "متابعة" }).click();

  // The bank's details as the demo data's admin typed them, and the receipt form.
  const details = dialog.getByRole("region", { name: "بيانات البنك" });
  await expect(details).toBeVisible();
  // The demo data's Arabic wording of the account (bank_details_ar), not the English one.
  await expect(details).toContainText("بنك مصر، فرع الزمالك");
  await expect(details).toContainText("EG380019000500000000263180002");
  await shots(page, "bank-02-details");

  await dialog.getByLabel("إيصال التحويل").setInputFiles({
    name: "receipt.png",
    mimeType: "image/png",
    buffer: solidPng(120, 80, [30, 110, 200]),
  });
  await dialog.getByRole("button", { name: "إرسال الإيصال" }).click();
  await expect(
    dialog.getByRole("status").filter({ hasText: "تم إرسال الإيصال، بانتظار التحقق" }),
  ).toBeVisible();
  await shots(page, "bank-03-submitted");
  await dialog.getByRole("button", { name: "تم" }).click();
  await expect(dialog).toBeHidden();

  // Not active yet: the transfer waits for the admin.
  const card = page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`);
  await expect(card.getByTestId("plan-current")).toHaveCount(0);

  // The admin, in Arabic too, finds the member's transfer with its receipt and approves it.
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await signInWithPassword(adminPage, E2E_ADMIN);
  await adminPage.goto("/admin/bank-transfers?lang=ar");
  await expect(adminPage.locator("html")).toHaveAttribute("dir", "rtl");
  const transfer = adminPage.getByRole("article", { name: member.name });
  await expect(transfer).toBeVisible();
  await expect(transfer).toContainText(planName);
  const receipt = transfer.getByRole("img", { name: `إيصال من ${member.name}` });
  await expect(receipt).toBeVisible();
  // The picture itself arrived (through the same-origin file route), not a broken image.
  await expect
    .poll(() => receipt.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(120);
  await screenshot(adminPage, "bank-04-admin-queue");
  // "Open in full size" shows the receipt in the tab rather than downloading it.
  const fullSize = await adminPage.request.get(
    (await transfer.getByRole("link", { name: "فتح الإيصال بالحجم الكامل" }).getAttribute("href"))!,
  );
  expect(fullSize.headers()["content-type"]).toBe("image/png");
  expect(fullSize.headers()["content-disposition"]).toMatch(/^inline/);
  await transfer.getByRole("button", { name: `قبول تحويل ${member.name}` }).click();
  await expect(transfer).toHaveCount(0);
  await screenshot(adminPage, "bank-05-admin-approved");
  await adminPage.goto("/admin/bank-transfers?state=succeeded");
  await expect(adminPage.getByRole("article", { name: member.name })).toBeVisible();
  await adminPage.close();

  // The member's package is active now.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(card.getByTestId("plan-current")).toBeVisible();
  await expect(page.getByTestId("active-plan").filter({ hasText: planName })).toBeVisible();
  await shots(page, "bank-06-plan-active");

  // All payments: the transfer succeeded and has an invoice, whose link downloads the PDF.
  await page.goto("/user/transaction-history");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const row = page.getByRole("table").getByTestId("payment-row").filter({ hasText: planName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("تحويل بنكي");
  await expect(row).toContainText("مدفوعة");
  const invoice = row.getByRole("link", { name: /^تنزيل الفاتورة .+ \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  const invoiceNumber = (await invoice.textContent())?.trim() ?? "";
  expect(invoiceNumber).toMatch(/\d/);
  await shots(page, "bank-07-payments");

  const downloading = page.waitForEvent("download");
  await invoice.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(2_000);
  await download.saveAs(`artifacts/screenshots/bank-08-${invoiceNumber}.pdf`);
});
