import { expect, test, type Page } from "@playwright/test";
import { hydrated, screenshot } from "./support.js";

// Issue 18's phone layout, on a 390×844 phone in both languages: the compact header and its drawer, the home
// page's sections as sideways rows, and the property page's map card, whose map loads the browser tests' own
// style (playwright.config.ts) and never anything from outside this machine.
test.use({ viewport: { width: 390, height: 844 } });

const variants = [
  {
    lang: "en",
    dir: "ltr",
    other: "ar",
    otherDir: "rtl",
    openMenu: "Open the menu",
    openInMaps: "Open in maps",
  },
  {
    lang: "ar",
    dir: "rtl",
    other: "en",
    otherDir: "ltr",
    openMenu: "افتح القائمة",
    openInMaps: "افتح في الخرائط",
  },
] as const;

/** Every request the page makes to a host other than this machine (the app, its fakes, the test geocoder). */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(hostname) && request.url().startsWith("http")) {
      seen.push(request.url());
    }
  });
  return seen;
}

for (const variant of variants) {
  test.describe(`on a phone, in ${variant.lang === "en" ? "English" : "Arabic"}`, () => {
    test("the header is one opaque row under 64 px, and its drawer opens, closes, navigates and switches language", async ({
      page,
    }) => {
      const outside = outsideRequests(page);
      await page.goto(`/?lang=${variant.lang}`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", variant.dir);

      const header = page.getByTestId("site-header");
      const box = (await header.boundingBox())!;
      expect(box.height).toBeLessThan(64);
      // Opaque: the page scrolling underneath never shows through.
      const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      // One row: the logo and the menu button sit on the same line.
      const menuButton = page.getByTestId("menu-button");
      await expect(menuButton).toHaveAccessibleName(variant.openMenu);
      const logo = header.getByRole("link").first();
      const centre = async (locator: typeof logo) => {
        const b = (await locator.boundingBox())!;
        return b.y + b.height / 2;
      };
      expect(Math.abs((await centre(logo)) - (await centre(menuButton)))).toBeLessThan(4);
      // The menu button sits at the reading end: the right in English, the left in Arabic.
      const menuBox = (await menuButton.boundingBox())!;
      if (variant.dir === "ltr") expect(menuBox.x).toBeGreaterThan(390 / 2);
      else expect(menuBox.x + menuBox.width).toBeLessThan(390 / 2);
      await screenshot(page, `phone-header-${variant.lang}`);

      // The drawer takes the focus; Escape closes it and gives the focus back to the button.
      const drawer = page.getByTestId("menu-drawer");
      await menuButton.click();
      await expect(drawer).toBeVisible();
      await expect
        .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await screenshot(page, `phone-drawer-${variant.lang}`);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      // A link in the drawer goes to its page and closes the drawer.
      await menuButton.click();
      await drawer.locator('a[href="/properties"]').click();
      await expect(page).toHaveURL(/\/properties$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId("property-card").first()).toBeVisible();

      // The language switch in the drawer changes the whole page, and it stays on the same page.
      await menuButton.click();
      await drawer.getByTestId(`language-option-${variant.other}`).click();
      await expect(page.locator("html")).toHaveAttribute("dir", variant.otherDir);
      await expect(page.locator("html")).toHaveAttribute("lang", variant.other);
      await expect(page).toHaveURL(/\/properties$/);
      expect(outside).toEqual([]);
    });

    test("the home page's sections scroll sideways instead of stacking", async ({ page }) => {
      const outside = outsideRequests(page);
      await page.goto(`/?lang=${variant.lang}`);
      await hydrated(page);
      // The sections after the first few arrive after hydration (home-weight.spec.ts).
      await expect(page.locator("[data-testid=home-section] [aria-busy=true]")).toHaveCount(0);
      // Each section is one row, wider than the screen, that starts at the reading start.
      const rows = page.getByTestId("home-carousel");
      expect(await rows.count()).toBeGreaterThan(3);
      for (const row of await rows.all()) {
        const items = row.locator(":scope > li");
        if ((await items.count()) < 3) continue;
        const layout = await row.evaluate((element) => {
          const tops = [...element.children].map((child) => Math.round(child.getBoundingClientRect().top));
          return { rows: new Set(tops).size, scrolls: element.scrollWidth > element.clientWidth };
        });
        expect(layout).toEqual({ rows: 1, scrolls: true });
        const first = (await items.first().boundingBox())!;
        if (variant.dir === "ltr") expect(first.x).toBeLessThan(40);
        else expect(first.x + first.width).toBeGreaterThan(390 - 40);
      }
      // Every section still says where to see all of it.
      const projects = page.locator('[data-section-type="projects_section"]');
      await expect(projects.locator('a[href="/projects"]')).toBeVisible();
      // It was 15,000 px before the rows (issue 18); about 7,500 px with the demo data.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(10_000);
      await projects.scrollIntoViewIfNeeded();
      await screenshot(page, `phone-home-${variant.lang}`);
      expect(outside).toEqual([]);
    });

    test("the property page's map card shows its map from the local style and keeps 'Open in maps' in view", async ({
      page,
    }) => {
      const outside = outsideRequests(page);
      const styles: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith("/map/style.json")) styles.push(request.url());
      });
      const { data } = (await (await page.request.get("/api/get_property?limit=40")).json()) as {
        data: { slug_id: string; is_premium: number; latitude: number | null }[];
      };
      // A listing a guest sees in full (premium ones are summarised for guests), with a point on the map.
      const listing = data.find((item) => !item.is_premium && item.latitude !== null)!;
      await page.goto(`/properties-details/${listing.slug_id}?lang=${variant.lang}`);
      await hydrated(page);
      const card = page.getByTestId("property-location-map");
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute("data-map-status", "ready");
      expect(styles.length).toBeGreaterThan(0);
      const link = card.getByRole("link", { name: variant.openInMaps });
      await expect(link).toBeVisible();
      const cardBox = (await card.boundingBox())!;
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      expect(linkBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      await screenshot(page, `phone-property-map-${variant.lang}`);
      expect(outside).toEqual([]);
    });
  });
}
