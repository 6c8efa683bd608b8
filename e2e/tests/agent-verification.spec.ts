import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { hydrated, screenshot, signInWithPassword, signUpNewMember, solidPng } from "./support.js";

// Issue 17: a member applies for agent verification on /user/verification in English (text, a choice and a
// licence picture), an admin approves it on /admin/verification in Arabic, and the member's public profile and
// their own verification page then show the verified badge, in Arabic.
test("a member applies for verification, an admin approves it in Arabic, and the profile shows the badge", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Verify Agent ${stamp}`;
  await signUpNewMember(page, {
    name,
    email: `verify-agent-${stamp}@example.com`,
    password: "Verify-Agent-2026",
  });

  // The member's public profile, before: no badge.
  const me = await page.request.get("/api/get-user-data", { headers: { "x-manzil-transport": "http" } });
  expect(me.status()).toBe(200);
  const slug = (await me.json()).data.slug_id as string;
  await page.goto(`/agent-details/${encodeURIComponent(slug)}?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);

  // The application, in English.
  await page.goto("/user/verification?lang=en");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Agent verification" })).toBeVisible();
  await page.getByLabel("Broker licence number").fill("EG-BRK-2026-0417");
  await page.getByLabel("Identity document").selectOption({ label: "National ID" });
  await page.getByLabel("Licence document").setInputFiles({
    name: "licence.png",
    mimeType: "image/png",
    buffer: solidPng(240, 160, [15, 118, 110]),
  });
  await page.getByLabel("Years of experience").fill("6");
  await screenshot(page, "agent-verification-01-form-en");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Your application is under review" }),
  ).toBeVisible();
  await expect(page.getByTestId("verification-page")).toHaveAttribute("data-state", "pending");
  await screenshot(page, "agent-verification-02-pending-en");

  // The admin approves it, in Arabic, in a browser of their own.
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const desk = await adminContext.newPage();
    await signInWithPassword(desk, E2E_ADMIN);
    await desk.goto("/admin/verification?lang=ar");
    await hydrated(desk);
    await expect(desk.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(desk.getByRole("heading", { level: 1, name: "توثيق الوكلاء" })).toBeVisible();
    const application = desk.getByRole("article").filter({ hasText: name });
    // The answers the member gave, the licence number among them.
    await expect(application).toContainText("EG-BRK-2026-0417");
    await screenshot(desk, "agent-verification-03-queue-ar");
    await application.getByRole("button", { name: `قبول طلب ${name}` }).click();
    // Decided, it leaves the waiting list.
    await expect(application).toHaveCount(0);
    await screenshot(desk, "agent-verification-04-approved-ar");
  } finally {
    await adminContext.close();
  }

  // The member's public profile and own page now say verified, in Arabic.
  await page.goto(`/agent-details/${encodeURIComponent(slug)}?lang=ar`);
  await hydrated(page);
  await expect(page.getByTestId("verified-badge")).toContainText("موثّق");
  await screenshot(page, "agent-verification-05-profile-badge-ar");
  await page.goto("/user/verification?lang=ar");
  await hydrated(page);
  await expect(page.getByTestId("verification-page")).toHaveAttribute("data-state", "success");
  await expect(page.getByTestId("verified-badge")).toBeVisible();
  await screenshot(page, "agent-verification-06-own-page-ar");
});
