import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { completeProfile, screenshot, signInWithPassword, signUpNewMember, solidPng } from "./support.js";

// playwright.config.ts points MAP_GEOCODER_URL here; the geocoder is a third party, so the browser's calls to it
// are answered by the test.
const GEOCODER = "http://geocoder.test/";

test("a new owner adds a property in Arabic through every step, with a map pick and an upload", async ({
  page,
  browser,
  baseURL,
}) => {
  // Signing up, six steps, an edit and an admin's approval: longer than one page's budget.
  test.setTimeout(150_000);
  const stamp = Date.now();
  await signUpNewMember(page, {
    name: "Karim Owner",
    email: `owner-${stamp}@example.com`,
    password: "Nile-River-2026",
  });
  await completeProfile(page, `+2010${String(stamp).slice(-8)}`);
  // No trip to the plans page: a new account holds the free package from registration (issue 18).

  const lookUps: URL[] = [];
  await page.route(`${GEOCODER}**`, async (route) => {
    const url = new URL(route.request().url());
    lookUps.push(url);
    await route.fulfill({
      json: {
        display_name: "١٥ شارع التحرير، الدقي، الجيزة، مصر",
        address: {
          road: "شارع التحرير",
          suburb: "الدقي",
          city: "الجيزة",
          state: "محافظة الجيزة",
          country: "مصر",
        },
      },
      headers: { "access-control-allow-origin": "*" },
    });
  });

  // Switch to Arabic from the header, then open the wizard.
  await page.goto("/user/properties");
  await page.getByTestId("language-switch").click();
  await page.getByTestId("language-option-ar").click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto("/user/properties");
  const editor = page.getByTestId("listing-editor");
  await expect(editor).toBeVisible();
  const title = page.getByTestId("editor-step-title");
  const next = page.getByTestId("editor-next");

  // 1. Category: "Next" checks the step first.
  await expect(title).toHaveText("الفئة");
  await next.click();
  await expect(editor.getByText("هذا الحقل مطلوب.").first()).toBeVisible();
  await page.locator('select[name="property_classification"]').selectOption("1");
  // A seeded category by name: other tests add categories of their own (the console's catalogue test).
  await page.locator('select[name="category_id"]').selectOption({ label: "شقة" });
  await next.click();

  // 2. Details: both languages side by side, then the category's own parameters.
  await expect(title).toHaveText("التفاصيل");
  const arabicTitle = `شقة مطلة على النيل ${stamp}`;
  await page.locator('input[name="title"]').fill(`Nile view flat ${stamp}`);
  await page.locator('input[name="title_ar"]').fill(arabicTitle);
  await page.locator('textarea[name="description"]').fill("A bright flat with a balcony over the Nile.");
  await page.locator('textarea[name="description_ar"]').fill("شقة مشرقة بشرفة تطل على النيل.");
  await page.locator('input[name="price"]').fill("2500000");
  const numbers = page.locator('input[name^="parameter_"][inputmode="decimal"]');
  for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill("3");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "listing-editor-details-ar");
  await next.click();

  // 3. Location: a click on the map sets the point and fills the address from the geocoder, in Arabic.
  await expect(title).toHaveText("الموقع");
  const map = page.getByTestId("location-picker-map");
  await expect(map).toHaveAttribute("data-map-status", "ready");
  await map.click();
  // The place found is the catalogue's Giza, picked in the city picker by its Arabic name.
  await expect(page.locator('select[name="city"] option:checked')).toHaveText(/^الجيزة — /);
  await expect(page.locator('input[name="address_ar"]')).toHaveValue("١٥ شارع التحرير، الدقي، الجيزة، مصر");
  await expect(page.locator('input[name="address"]')).toHaveValue("١٥ شارع التحرير، الدقي، الجيزة، مصر");
  await expect(page.locator('input[name="latitude"]')).toHaveValue(/^\d+\.\d{6}$/);
  expect(lookUps.at(-1)?.pathname).toBe("/reverse");
  expect(lookUps.at(-1)?.searchParams.get("accept-language")).toBe("ar");
  await next.click();

  // A reload resumes the draft where it was left.
  await expect(title).toHaveText("الصور والفيديو");
  await page.reload();
  await expect(page.getByTestId("draft-status")).toContainText("استعدنا مسودتك");
  await expect(title).toHaveText("الصور والفيديو");

  // 4. Media: a real PNG as the main photo and two in the gallery, reordered with the keyboard-reachable buttons.
  await page.locator('input[name="title_image"]').setInputFiles({
    name: "front.png",
    mimeType: "image/png",
    buffer: solidPng(640, 480, [31, 111, 139]),
  });
  await page.locator('input[name="gallery_images[]"]').setInputFiles([
    { name: "kitchen.png", mimeType: "image/png", buffer: solidPng(400, 300, [200, 120, 40]) },
    { name: "balcony.png", mimeType: "image/png", buffer: solidPng(400, 300, [40, 160, 90]) },
  ]);
  const gallery = page.getByTestId("gallery-item");
  await expect(gallery).toHaveCount(2);
  await page.getByRole("button", { name: "تأخير kitchen.png" }).click();
  await expect(gallery.first()).toContainText("balcony.png");
  await next.click();

  // 5. Documents: an identity paper, which the API keeps private.
  await expect(title).toHaveText("المستندات");
  await page.locator('input[name="identity_proof"]').setInputFiles({
    name: "id-card.png",
    mimeType: "image/png",
    buffer: solidPng(320, 200, [240, 240, 240]),
  });
  await next.click();

  // 6. SEO: live counters in Arabic digits.
  await expect(title).toHaveText("محركات البحث");
  await page.locator('input[name="meta_title"]').fill("شقة للبيع على النيل");
  await expect(page.getByTestId("meta-title-count")).toHaveText("١٩ / ٦٠");
  await page
    .locator('textarea[name="meta_description"]')
    .fill("شقة مشرقة للبيع في الدقي بشرفة واسعة تطل على نهر النيل وقريبة من المترو والخدمات.");

  const posting = page.waitForResponse((response) => response.url().includes("/api/post_property"));
  await page.getByTestId("editor-submit").click();
  const answer = await posting;
  expect(answer.status()).toBe(200);
  const posted = (await answer.json()).data as {
    id: number;
    slug_id: string;
    title_ar: string;
    gallery: unknown[];
    owner_documents: { kind: string }[];
  };
  expect(posted.title_ar).toBe(arabicTitle);
  expect(posted.gallery).toHaveLength(2);
  expect(posted.owner_documents.map((document) => document.kind)).toEqual(["identity_proof"]);
  await expect(page.getByTestId("editor-success-state")).toHaveAttribute("data-state", "pending");

  // The listing waits for review among the owner's properties.
  await page.getByRole("link", { name: "الانتقال إلى عقاراتي" }).click();
  await expect(page).toHaveURL(/\/user\/my-properties$/);
  const listing = page.getByTestId("own-listing").filter({ hasText: arabicTitle });
  await expect(listing).toBeVisible();
  await expect(listing.getByTestId("listing-state")).toContainText("قيد المراجعة");

  // The draft was cleared: the wizard starts afresh.
  await page.goto("/user/properties");
  await expect(page.getByTestId("editor-step-title")).toHaveText("الفئة");
  await expect(page.getByTestId("draft-status")).toHaveCount(0);

  // The edit route loads the listing into the same wizard; saving sends only an update.
  await page.goto(`/user/edit-property/${posted.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعديل العقار");
  await page.getByRole("button", { name: /التفاصيل/ }).click();
  await expect(page.locator('input[name="title_ar"]')).toHaveValue(arabicTitle);
  await page.locator('input[name="price"]').fill("2600000");
  await page.getByRole("button", { name: /محركات البحث/ }).click();
  const updating = page.waitForResponse((response) => response.url().includes("/api/update_post_property"));
  await page.getByTestId("editor-submit").click();
  expect((await updating).status()).toBe(200);
  await expect(page.getByTestId("editor-success")).toContainText("تم تحديث إعلانك");

  // Still under review after the edit, so nobody else sees it yet.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  const hidden = await visitor.goto(`/properties-details/${posted.slug_id}`);
  expect(hidden?.status()).toBe(404);

  // An admin approves it from the review queue; then its slug opens the public page for anyone.
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await signInWithPassword(adminPage, E2E_ADMIN);
  await adminPage.getByTestId("user-menu").click();
  await adminPage.getByTestId("user-menu-review").click();
  await expect(adminPage).toHaveURL(/\/admin\/review$/);
  await adminPage.getByRole("link", { name: "Newest first" }).click();
  await expect(adminPage).toHaveURL(/order=newest/);
  const waiting = adminPage.locator("article").filter({ hasText: `Nile view flat ${stamp}` });
  await waiting.getByRole("button", { name: "Approve" }).click();
  await expect(waiting).toHaveCount(0);
  await adminPage.close();

  const shown = await visitor.goto(`/properties-details/${posted.slug_id}`);
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByTestId("property-title")).toContainText(`Nile view flat ${stamp}`);
  await visitor.close();
});
