import { E2E_ADMIN } from "../admin-account.js";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

export type Section = { type: string; title: string; data: { slug_id?: string; title?: string }[] };

export async function homepageSections(request: APIRequestContext, lang: "en" | "ar"): Promise<Section[]> {
  const response = await request.get(`/api/homepage-data?lang=${lang}`);
  return (await response.json()).data.sections as Section[];
}

export async function firstPropertySlug(
  request: APIRequestContext,
): Promise<{ slug: string; title: string; titleAr: string }> {
  // The oldest listing is a seeded one: listings other tests post (with their own SEO titles) come later.
  const response = await request.get(
    "/api/get-property-list?limit=1&property_classification=1&sort_by=oldest",
  );
  const card = (await response.json()).data[0];
  return { slug: card.slug_id, title: card.title_en, titleAr: card.title_ar };
}

/** "E£ 1,234.50", "$52.5", "١٬٢٣٤٫٥٠ ج.م" → 1234.5 (Latin or Arabic-Indic digits). */
export function amountIn(text: string): number {
  const latin = text
    .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))
    .replace(/٬/g, ",")
    .replace(/٫/g, ".");
  const match = /-?\d[\d,]*(\.\d+)?/.exec(latin);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[0].replaceAll(",", ""));
}

/**
 * The full amount of a shown price (`data-testid="price"`): with the K/M/B setting on (as in the demo data) the
 * visible text is short ("٢٫٥ مليون ج.م") and the full amount sits in its title; otherwise it is the text.
 */
export async function fullPriceText(price: Locator): Promise<string> {
  return (await price.getAttribute("title")) ?? (await price.textContent()) ?? "";
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false });
}

// The server runs without SMTP, so every e-mail lands as a JSON file in DATA_DIR/outbox (playwright.config.ts).
const OUTBOX = join(tmpdir(), "manzil-e2e-data", "outbox");

/** The newest six-digit code e-mailed to `email`; e-mails go out right after the answer, so wait a little. */
export async function emailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const messages = readdirSync(OUTBOX, { withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
          .map(
            (entry) =>
              JSON.parse(readFileSync(join(OUTBOX, entry.name), "utf8")) as {
                to: string;
                createdAt: string;
                params?: Record<string, string>;
              },
          )
          .filter((message) => message.to === email && /^\d{6}$/.test(message.params?.code ?? ""))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        code = messages.at(-1)?.params?.code;
        return code;
      },
      { timeout: 10_000, message: `no code e-mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * A new member, signed in and past onboarding (an owner managing their own listings), on /user/properties:
 * registered on the sign-in page in `lang` with the e-mailed code. "I am…" is answered once, at sign-up:
 * onboarding then asks only how offers are managed (issue 18).
 */
export async function signUpNewMember(
  page: Page,
  member: { name: string; email: string; password: string; mobile?: string },
  { lang = "en" }: { lang?: "en" | "ar" } = {},
) {
  await page.goto(`/login?tab=register&lang=${lang}`);
  await hydrated(page);
  const register = page.locator('form:has(input[name="re_password"])');
  await register.locator('input[name="name"]').fill(member.name);
  await register.locator('input[name="email"]').fill(member.email);
  if (member.mobile) await register.locator('input[name="mobile"]').fill(member.mobile);
  await register.locator('input[name="password"]').fill(member.password);
  await register.locator('input[name="re_password"]').fill(member.password);
  await register.locator('select[name="customer_type"]').selectOption("property_owner");
  await register.locator('button[type="submit"]').click();
  const codeStep = page.locator('form:has([name="otp"])');
  await expect(codeStep).toBeVisible();
  const code = await emailedCode(member.email);
  await codeStep.locator("input:not([type=hidden])").first().click();
  await page.keyboard.type(code);
  await codeStep.locator('button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByTestId("onboarding-role")).toContainText(
    lang === "ar" ? "مالك (فرد)" : "Owner (individual)",
  );
  await page.locator('input[name="management"][value="self"]').check();
  await page.locator('form:has(input[name="management"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/user\/properties$/);
}

/** The mobile number spec §6's "completed profile" needs before posting, saved from the profile page. */
export async function completeProfile(page: Page, mobile: string) {
  await page.goto("/user/profile?lang=en");
  const form = page.getByTestId("profile-form");
  await form.locator('input[name="mobile"]').fill(mobile);
  const saving = page.waitForResponse((response) => response.url().includes("/api/update_profile"));
  await page.getByTestId("profile-save").click();
  expect((await saving).status()).toBe(200);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, made here so the test uploads a file the server must decode, not a fixture. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([r, g, b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Signs in through the header's dialog with an e-mail and a password, and waits for the user menu. */
export async function signInWithPassword(page: Page, account: { email: string; password: string }) {
  await page.goto("/");
  // Before hydration the link is a plain link to /login (it works without JavaScript): the dialog needs the page
  // to be hydrated, which can come after the load event now that the home page has fewer pictures to wait for.
  await hydrated(page);
  await page.getByTestId("sign-in-button").click();
  const form = page.getByRole("dialog").getByRole("form");
  await form.locator('input[name="email"]').fill(account.email);
  await form.locator('input[name="password"]').fill(account.password);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId("user-menu")).toBeVisible();
}

/** The e2e admin's API token (an admin signs in like everyone, type 3 = e-mail and password). */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/user_signup", {
    headers: { "x-manzil-transport": "http" },
    data: { type: 3, email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token as string;
}

/** YYYY-MM-DD of a UTC date. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Next weekend's Friday, at least three days ahead so it is never today whatever the time zone. */
export function nextFriday(): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 3);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Waits until React has hydrated the page (root.tsx marks <html>): typing earlier would be reset. */
export async function hydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
