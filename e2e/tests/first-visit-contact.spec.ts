import { expect, test } from "@playwright/test";
import {
  firstPropertySlug,
  hydrated,
  isoDay,
  nextFriday,
  screenshot,
  signUpNewMember,
  solidPng,
} from "./support.js";

// Issue 18, "a visitor's first ten minutes": each scenario in English on a desktop and in Arabic on a phone.
const VARIANTS = [
  {
    lang: "en",
    viewport: { width: 1366, height: 900 },
    text: {
      dialog: "Request a viewing",
      noAccount: "No account needed",
      send: "Send request",
      required: "Fill this in.",
      sent: "Your viewing request has been sent to the owner",
      category: "Apartment",
      agentSignIn: "Sign in to call or e-mail the agent",
    },
  },
  {
    lang: "ar",
    viewport: { width: 390, height: 844 },
    text: {
      dialog: "طلب معاينة",
      noAccount: "لا حاجة إلى حساب",
      send: "أرسل الطلب",
      required: "املأ هذا الحقل.",
      sent: "تم إرسال طلب المعاينة إلى المالك",
      category: "شقة",
      agentSignIn: "سجّل الدخول للاتصال بالوسيط",
    },
  },
] as const;

// playwright.config.ts points MAP_GEOCODER_URL here; the geocoder is a third party, so the test answers it.
const GEOCODER = "http://geocoder.test/";

for (const { lang, viewport, text } of VARIANTS) {
  test.describe(`${lang} at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("a guest asks the owner for a viewing from a listing page, without an account", async ({
      page,
      request,
    }) => {
      const { slug } = await firstPropertySlug(request);
      await page.goto(`/properties-details/${slug}?lang=${lang}`);
      await hydrated(page);
      await expect(page.getByTestId("user-menu")).toHaveCount(0);
      // Contacts and chat say they need an account; the viewing request does not.
      await expect(page.getByTestId("contact-sign-in")).toBeVisible();

      await page.getByTestId("viewing-button").click();
      const dialog = page.getByRole("dialog", { name: text.dialog });
      await expect(dialog.getByTestId("viewing-guest-note")).toContainText(text.noAccount);
      // Nothing is sent while the contacts are missing.
      await dialog.getByRole("button", { name: text.send }).click();
      await expect(dialog.getByText(text.required)).toHaveCount(4);

      const stamp = Date.now();
      await dialog.locator('input[name="client_name"]').fill(lang === "ar" ? "منى عادل" : "Mona Adel");
      await dialog.locator('input[name="client_number"]').fill("+20 100 555 0142");
      await dialog.locator('input[name="client_email"]').fill(`guest-${stamp}@example.com`);
      await dialog.locator('input[name="corresponding_day"]').fill(isoDay(nextFriday()));
      await dialog
        .locator('textarea[name="message"]')
        .fill(lang === "ar" ? "هل يمكن بعد العصر؟" : "After 4 pm?");
      await screenshot(page, `first-visit-viewing-form-${lang}`);
      const sending = page.waitForResponse((response) =>
        response.url().includes("/api/send-property-client-email"),
      );
      await dialog.getByRole("button", { name: text.send }).click();
      expect((await sending).status()).toBe(200);
      await expect(page.getByText(text.sent)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await screenshot(page, `first-visit-viewing-sent-${lang}`);
    });

    test("an agent's page says how to reach them and opens a listing's viewing request", async ({
      page,
      request,
    }) => {
      type Card = { slug_id: string; title: string; property_type: string; property_classification: number };
      const agents = (await (await request.get("/api/agent-list?limit=20")).json()).data as {
        slug_id: string;
        property_count: number;
      }[];
      const agent = agents.find((candidate) => candidate.property_count > 0)!;
      const listings = (
        await (
          await request.get(`/api/agent-properties?slug_id=${agent.slug_id}&limit=12&lang=${lang}`)
        ).json()
      ).data.properties_data as Card[];
      const viewable = listings.find(
        (card) => ["sell", "rent"].includes(card.property_type) && card.property_classification <= 3,
      )!;

      await page.goto(`/agent-details/${agent.slug_id}?lang=${lang}`);
      await hydrated(page);
      const contact = page.getByTestId("agent-contact");
      await expect(contact.getByTestId("contact-sign-in")).toHaveText(text.agentSignIn);
      // On a phone the bar at the bottom leads to the contact card.
      await expect(page.getByTestId("phone-contact-bar")).toBeVisible({ visible: viewport.width < 1024 });
      await contact.locator('select[name="viewing_listing"]').selectOption(viewable.slug_id);
      await contact.getByTestId("agent-viewing-link").click();
      await expect(page).toHaveURL(new RegExp(`/properties-details/${viewable.slug_id}\\?viewing=1`));
      await expect(page.getByRole("dialog", { name: text.dialog }).getByTestId("viewing-form")).toBeVisible();
      await expect(page.getByTestId("property-title")).toHaveText(viewable.title);
    });

    test("a new owner signs up, is asked “I am…” once and posts a first listing without a package wall", async ({
      page,
    }) => {
      // Sign-up, onboarding and the listing form's steps: longer than one page's budget.
      test.setTimeout(120_000);
      const stamp = Date.now();
      await signUpNewMember(
        page,
        {
          name: lang === "ar" ? "كريم المالك" : "Karim Owner",
          email: `first-owner-${lang}-${stamp}@example.com`,
          password: "Nile-River-2026",
          mobile: `+2010${String(stamp).slice(-8)}`,
        },
        { lang },
      );

      // The listing form opens straight away: the free package came with the account.
      await expect(page.getByTestId("listing-editor")).toBeVisible();
      await expect(page.getByTestId("posting-gate")).toHaveCount(0);
      await page.route(`${GEOCODER}**`, (route) =>
        route.fulfill({
          json: {
            display_name: "15 Tahrir Street, Dokki, Giza, Egypt",
            address: { road: "Tahrir Street", city: "Giza", state: "Giza", country: "Egypt" },
          },
          headers: { "access-control-allow-origin": "*" },
        }),
      );
      const next = page.getByTestId("editor-next");
      await page.locator('select[name="property_classification"]').selectOption("1");
      await page.locator('select[name="category_id"]').selectOption({ label: text.category });
      await next.click();

      const title = `First flat ${lang} ${stamp}`;
      await page.locator('input[name="title"]').fill(title);
      await page.locator('input[name="title_ar"]').fill(`أول شقة ${stamp}`);
      await page.locator('textarea[name="description"]').fill("A bright flat near the metro.");
      await page.locator('textarea[name="description_ar"]').fill("شقة مشرقة قرب المترو.");
      await page.locator('input[name="price"]').fill("1800000");
      const numbers = page.locator('input[name^="parameter_"][inputmode="decimal"]');
      for (let i = 0; i < (await numbers.count()); i++) await numbers.nth(i).fill("2");
      await next.click();

      const map = page.getByTestId("location-picker-map");
      await expect(map).toHaveAttribute("data-map-status", "ready");
      await map.click();
      // The geocoder's Giza is the catalogue's: the city picker shows it in the page's language.
      await expect(page.locator('select[name="city"] option:checked')).toHaveText(
        lang === "ar" ? /^الجيزة — / : /^Giza — /,
      );
      await next.click();

      await page.locator('input[name="title_image"]').setInputFiles({
        name: "front.png",
        mimeType: "image/png",
        buffer: solidPng(640, 480, [31, 111, 139]),
      });
      await next.click();
      await next.click();

      const posting = page.waitForResponse((response) => response.url().includes("/api/post_property"));
      await page.getByTestId("editor-submit").click();
      expect((await posting).status()).toBe(200);
      await expect(page.getByTestId("editor-success-state")).toHaveAttribute("data-state", "pending");
      await screenshot(page, `first-visit-first-listing-${lang}`);
    });
  });
}
