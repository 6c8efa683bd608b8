import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { screenshot, signInWithPassword, signUpNewMember, solidPng } from "./support.js";

// Issue 13: a paid package bought by bank transfer, all in Arabic. The demo data turns bank transfer on with the
// bank's details; the member uploads a receipt, an admin approves it, the package is active and the invoice PDF
// (rendered by the server's Chromium) downloads from All payments.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const IN_REVIEW = "تم إرسال الإيصال، بانتظار التحقق";

/** The member's screen at desktop width, then at phone width (back to desktop afterwards). */
async function shots(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** A one-page PDF small enough to write by hand: the API checks a receipt's bytes, not its name. */
function tinyPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/**
 * A new member, the site switched to Arabic with the header's switch (POST /set-language), who chooses the
 * first paid package on /subscription-plan and pays by bank transfer: the bank's details, then a PNG receipt.
 */
async function buyByBankTransfer(
  page: Page,
  member: { name: string; email: string; password: string },
  shotPrefix: string,
) {
  await signUpNewMember(page, member);
  await page.goto("/subscription-plan");
  await page.getByTestId("language-option-ar").first().click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page).toHaveURL(/\/subscription-plan$/);
  const paid = page
    .getByTestId("plan-card")
    .filter({ has: page.getByTestId("plan-buy") })
    .first();
  const planId = (await paid.getAttribute("data-plan-id")) ?? "";
  const planName = (await paid.getByRole("heading").first().textContent())?.trim() ?? "";
  expect(planName).not.toBe("");
  await shots(page, `${shotPrefix}-01-plans`);

  await paid.getByRole("button", { name: `شراء باقة ${planName}` }).click();
  const dialog = page.getByRole("dialog", { name: `شراء ${planName}` });
  await dialog.getByRole("radio", { name: /تحويل بنكي/ }).check();
  await dialog.getByRole("button", { name: "متابعة" }).click();

  // The demo data's Arabic wording of the account (bank_details_ar), not the English one.
  const details = dialog.getByRole("region", { name: "بيانات البنك" });
  await expect(details).toContainText("بنك مصر، فرع الزمالك");
  await expect(details).toContainText("EG380019000500000000263180002");
  await shots(page, `${shotPrefix}-02-details`);

  await dialog.getByLabel("إيصال التحويل").setInputFiles({
    name: "receipt.png",
    mimeType: "image/png",
    buffer: solidPng(120, 80, [30, 110, 200]),
  });
  await dialog.getByRole("button", { name: "إرسال الإيصال" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: IN_REVIEW })).toBeVisible();
  await shots(page, `${shotPrefix}-03-submitted`);
  await dialog.getByRole("button", { name: "تم" }).click();
  await expect(dialog).toBeHidden();

  // Not active yet: the transfer waits for the admin.
  const card = page.locator(`[data-testid="plan-card"][data-plan-id="${planId}"]`);
  await expect(card.getByTestId("plan-current")).toHaveCount(0);
  return { planName, card };
}

/** A member no other test has used: the name the admin's queue is searched by, and an e-mail for the code. */
function newMember(name: string, mailbox: string) {
  const stamp = Date.now();
  return { name: `${name} ${stamp}`, email: `${mailbox}-${stamp}@example.com`, password: "Sturdy-passw0rd!" };
}

/** The admin, in Arabic too, on the bank-transfer queue. */
async function adminQueue(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await signInWithPassword(adminPage, E2E_ADMIN);
  await adminPage.goto("/admin/bank-transfers?lang=ar");
  await expect(adminPage.locator("html")).toHaveAttribute("dir", "rtl");
  return adminPage;
}

test.describe("bank transfer in Arabic", () => {
  // Sign-up, an upload, an admin's review and a PDF rendered by Chromium: longer than one page's budget.
  test.describe.configure({ timeout: 180_000 });

  test("a member buys a paid package by bank transfer; an admin approves; the invoice PDF downloads", async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = newMember("ليلى حسن", "bank-buyer");
    const { planName, card } = await buyByBankTransfer(page, member, "bank");

    // The admin finds the member's transfer with its receipt and approves it.
    const adminPage = await adminQueue(browser, baseURL);
    const transfer = adminPage.getByRole("article", { name: member.name });
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

  test("an admin rejects a receipt with a reason; the member reads it and sends a PDF instead", async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = newMember("كريم فؤاد", "bank-rejected");
    const reason = "المبلغ في الإيصال غير واضح.";
    const { planName } = await buyByBankTransfer(page, member, "bank-rejected");

    const adminPage = await adminQueue(browser, baseURL);
    const transfer = adminPage.getByRole("article", { name: member.name });
    await transfer.getByRole("button", { name: `رفض إيصال ${member.name}` }).click();
    const rejecting = adminPage.getByRole("dialog", { name: "رفض الإيصال" });
    await rejecting.getByLabel("السبب").fill(reason);
    await screenshot(adminPage, "bank-09-admin-reject");
    await rejecting.getByRole("button", { name: "رفض الإيصال" }).click();
    await expect(transfer).toHaveCount(0);

    // All payments says the receipt was refused and leads to the page that takes a new one.
    await page.goto("/user/transaction-history");
    const row = page.getByRole("table").getByTestId("payment-row").filter({ hasText: planName });
    await expect(row).toContainText("مرفوضة");
    await expect(row.getByTestId("receipt-state")).toHaveText("رُفض الإيصال");
    await shots(page, "bank-10-payments-rejected");
    await row.getByRole("link", { name: "رفع إيصال جديد" }).click();
    await expect(page).toHaveURL(/\/payment\/return\?payment_transaction_id=\d+/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("payment-outcome-title")).toHaveText("تم رفض الإيصال");
    await expect(page.getByTestId("receipt-rejection-reason")).toHaveText(reason);
    await shots(page, "bank-11-return-rejected");

    await page.getByLabel("إيصال التحويل").setInputFiles({
      name: "receipt.pdf",
      mimeType: "application/pdf",
      buffer: tinyPdf(),
    });
    await page.getByRole("button", { name: "إرسال الإيصال" }).click();
    await expect(page.getByTestId("payment-outcome-title")).toHaveText(IN_REVIEW);
    await shots(page, "bank-12-return-resubmitted");

    // Back in the admin's queue, with both receipts counted and the PDF to open.
    await adminPage.reload();
    const again = adminPage.getByRole("article", { name: member.name });
    await expect(again).toContainText("إيصالان مرسلان");
    await expect(again.getByRole("link", { name: "فتح الإيصال (PDF)" })).toBeVisible();
    await screenshot(adminPage, "bank-13-admin-second-receipt");

    // Refused again: the member is shown the newest reason, not the first one.
    const secondReason = "هذا إيصال تحويل آخر.";
    await again.getByRole("button", { name: `رفض إيصال ${member.name}` }).click();
    await rejecting.getByLabel("السبب").fill(secondReason);
    await rejecting.getByRole("button", { name: "رفض الإيصال" }).click();
    await expect(again).toHaveCount(0);
    await adminPage.close();
    await page.reload();
    await expect(page.getByTestId("payment-outcome-title")).toHaveText("تم رفض الإيصال");
    await expect(page.getByTestId("receipt-rejection-reason")).toHaveText(secondReason);
  });
});
