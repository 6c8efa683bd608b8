import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { adminApiToken, hydrated, screenshot, signInWithPassword } from "./support.js";

type AdminSection = { id: number; section_type: string; is_active: boolean };

// Issue 17: an admin moves a home page section up, in Arabic, and the public home page shows the sections in the
// new order. The seeded order is put back at the end: other specs read the home page.
test("an admin reorders the home page in Arabic and the home page follows", async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminApiToken(request)}`, "x-manzil-transport": "http" };
  const seeded = (await (await request.get("/api/admin/homepage-sections", { headers })).json())
    .data as AdminSection[];
  try {
    await signInWithPassword(page, E2E_ADMIN);
    await page.goto("/?lang=ar");
    await hydrated(page);
    const shownTypes = () =>
      page.getByTestId("home-section").evaluateAll((sections) => sections.map((s) => s.dataset.sectionType));
    const before = await shownTypes();
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before as [string, string];

    await page.goto("/admin/homepage?lang=ar");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "الصفحة الرئيسية" })).toBeVisible();
    const rowOf = (type: string) => seeded.findIndex((section) => section.section_type === type);
    // Up until the second shown section sits above the first (hidden sections in between are passed too).
    const moves = rowOf(second) - rowOf(first);
    const items = page.locator("ol > li");
    for (let i = 0; i < moves; i++) {
      const index = rowOf(second) - i;
      const saved = page.waitForResponse((r) => r.url().includes("/api/admin/homepage-sections/order"));
      await items.nth(index).getByRole("button", { name: /لأعلى/ }).click();
      expect((await saved).status()).toBe(200);
    }
    await expect(page.getByText("تم حفظ الترتيب الجديد.").first()).toBeVisible();
    await screenshot(page, "admin-homepage-01-reordered-ar");

    await page.goto("/?lang=ar");
    await hydrated(page);
    const after = await shownTypes();
    expect(after.slice(0, 2)).toEqual([second, first]);
    expect(after.slice(2)).toEqual(before.slice(2));
  } finally {
    const restored = await request.post("/api/admin/homepage-sections/order", {
      headers,
      data: { ids: seeded.map((section) => section.id) },
    });
    expect(restored.status()).toBe(200);
  }
});
