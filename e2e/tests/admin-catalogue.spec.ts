import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../admin-account.js";
import { completeProfile, hydrated, screenshot, signInWithPassword, signUpNewMember } from "./support.js";

// Issue 17: in Arabic, an admin adds a category whose form asks a required parameter created in the console; a
// member adding a property in that category is then asked for it by the listing editor.
test("a category added in the console asks its required parameter in the listing editor, in Arabic", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const categoryAr = `كوخ ريفي ${stamp}`;
  const parameterAr = `مصدر المياه ${stamp}`;

  // The admin: a new category, and in its form a new required parameter made on the spot.
  await signInWithPassword(page, E2E_ADMIN);
  await page.goto("/admin/catalogue/categories/new?lang=ar");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    page.getByRole("navigation", { name: "صفحات الإدارة" }).getByRole("link", { name: "الكتالوج" }),
  ).toHaveAttribute("aria-current", "page");
  await page.getByRole("textbox", { name: "الاسم (بالإنجليزية)" }).fill(`Country cottage ${stamp}`);
  await page.getByRole("textbox", { name: "الاسم (بالعربية)" }).fill(categoryAr);
  await page.getByRole("textbox", { name: "المعرّف في الرابط" }).fill(`country-cottage-${stamp}`);
  await page.getByRole("combobox", { name: "التصنيف" }).selectOption("1");

  await page.getByRole("button", { name: "إنشاء خاصية جديدة" }).click();
  const dialog = page.getByRole("dialog", { name: "خاصية جديدة" });
  await dialog.getByRole("textbox", { name: "الاسم (بالإنجليزية)" }).fill(`Water source ${stamp}`);
  await dialog.getByRole("textbox", { name: "الاسم (بالعربية)" }).fill(parameterAr);
  await dialog.getByRole("switch", { name: "مطلوبة" }).check();
  await dialog.getByRole("button", { name: "حفظ" }).click();
  await expect(dialog).toBeHidden();
  const chosen = page.getByRole("list", { name: "خصائص نموذج الإعلان" });
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expect(chosen).toContainText(parameterAr);
  await expect(chosen).toContainText("مطلوبة");

  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue\/categories\/\d+/);
  await expect(page.getByRole("heading", { level: 1, name: "تعديل الفئة" })).toBeVisible();
  await expect(chosen).toContainText(parameterAr);
  await screenshot(page, "admin-catalogue-01-category-ar");

  // The member, in a browser of their own: the listing editor, in Arabic.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signUpNewMember(member, {
    name: "Hala Owner",
    email: `cottage-${stamp}@example.com`,
    password: "Nile-River-2026",
  });
  await completeProfile(member, `+2011${String(stamp).slice(-8)}`);
  // No trip to the plans page: a new account holds the free package from registration (issue 18).
  await member.goto("/user/properties");
  await member.getByTestId("language-switch").click();
  await member.getByTestId("language-option-ar").click();
  await expect(member.locator("html")).toHaveAttribute("dir", "rtl");
  await member.goto("/user/properties");
  const editor = member.getByTestId("listing-editor");
  await expect(editor).toBeVisible();
  const title = member.getByTestId("editor-step-title");
  const next = member.getByTestId("editor-next");

  await expect(title).toHaveText("الفئة");
  await member.locator('select[name="property_classification"]').selectOption("1");
  await member.locator('select[name="category_id"]').selectOption({ label: categoryAr });
  await next.click();

  await expect(title).toHaveText("التفاصيل");
  await member.locator('input[name="title"]').fill(`Cottage ${stamp}`);
  await member.locator('input[name="title_ar"]').fill(`كوخ بين الحقول ${stamp}`);
  await member.locator('textarea[name="description"]').fill("A quiet cottage between the fields.");
  await member.locator('textarea[name="description_ar"]').fill("كوخ هادئ بين الحقول.");
  await member.locator('input[name="price"]').fill("900000");
  const asked = member.getByLabel(`${parameterAr} (مطلوب)`);
  await expect(asked).toBeVisible();

  // Without an answer the step does not pass, and says why at the parameter.
  await next.click();
  await expect(title).toHaveText("التفاصيل");
  await expect(asked).toHaveAttribute("aria-invalid", "true");
  await expect(editor.getByText("هذا الحقل مطلوب.").first()).toBeVisible();
  await asked.scrollIntoViewIfNeeded();
  await screenshot(member, "admin-catalogue-02-editor-required-ar");

  await asked.fill("بئر ارتوازية");
  await next.click();
  await expect(title).toHaveText("الموقع");
  await screenshot(member, "admin-catalogue-03-editor-passed-ar");
  await context.close();
});
