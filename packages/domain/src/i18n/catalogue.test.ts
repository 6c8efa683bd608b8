import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { domainMessages } from "./domain-messages.js";
import type { MessageKey } from "./message-key.js";
import { lookupMessage } from "./translate.js";

function leafEntries(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") {
    return [[prefix, tree]];
  }
  return Object.entries(tree as Record<string, unknown>).flatMap(([name, child]) =>
    leafEntries(child, prefix === "" ? name : `${prefix}.${name}`),
  );
}

const english = new Map(leafEntries(domainMessages.en));
const arabic = new Map(leafEntries(domainMessages.ar));
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

describe("English and Arabic catalogues have exactly the same keys", () => {
  it("has no key in one language only", () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])("%s uses the same {{placeholders}} in both", (key) => {
    expect(placeholdersOf(arabic.get(key) ?? "")).toEqual(placeholdersOf(english.get(key) ?? ""));
  });
});

describe("Arabic texts are Arabic, not copies or transliterations", () => {
  it.each([...arabic.entries()])("%s is written in Arabic script", (key, text) => {
    expect(text).toMatch(/[\u0621-\u064A]/);
    expect(text).not.toBe(english.get(key));
  });

  it.each([...arabic.entries()])("%s writes numbers in Arabic-Indic digits", (_key, text) => {
    expect(text).not.toMatch(/[0-9]/);
  });
});

describe("English texts quote the spec verbatim where it gives one", () => {
  it.each<[MessageKey, string]>([
    ["validation.price_too_high", "Price is too high (max 10,000)"],
    ["validation.invalid_price", "Invalid price"],
    ["validation.passwords_do_not_match", "Passwords do not match"],
    ["validation.invalid_email", "Email address is invalid"],
    ["validation.invalid_phone", "Phone number is invalid"],
    ["validation.check_out_not_after_check_in", "Check-out date must be after check-in date"],
    ["validation.room_selection_required", "Room selection is required"],
    ["validation.select_at_least_one_room", "Please select at least one room"],
    ["validation.file_required", "Please select a file to upload"],
    ["validation.file_too_large", "File size is too large"],
    ["validation.invalid_file_type", "Invalid file type"],
    ["errors.network", "Network error - please check your internet connection."],
    ["errors.timeout", "Request timeout - server is taking too long to respond."],
    ["errors.login_required", "Please login to continue."],
    ["errors.forbidden", "Access denied - insufficient permissions."],
    ["errors.internal", "Server error - please try again later."],
    ["errors.unexpected", "An unexpected error occurred."],
    ["errors.unauthenticated", "You have not logged in"],
    ["errors.package_limit_over", "Your Package Limit is Over. Please Purchase Package"],
    ["errors.not_subscribed", "You have not subscribed. Please subscribe first"],
    ["auth.unknown", "An error occurred: {{code}}"],
  ])("%s", (key, text) => {
    expect(lookupMessage("en", key)).toBe(text);
  });
});

// Scans the modules that emit keys, so a key typed into code but missing from the catalogue fails
// here even where the compiler cannot see it (e.g. a key built at runtime from parts).
describe("every key referenced by errors/ and validation/ exists in both languages", () => {
  const sourceRoot = dirname(dirname(fileURLToPath(import.meta.url)));
  const referencedKeys = new Set(
    ["errors", "validation", "currency"].flatMap((folder) =>
      readdirSync(join(sourceRoot, folder))
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .flatMap((file) => [
          ...readFileSync(join(sourceRoot, folder, file), "utf8").matchAll(
            /["'`]((?:errors|validation|auth|currency|time)\.[a-z0-9_.]+)["'`]/g,
          ),
        ])
        .map((match) => match[1] ?? ""),
    ),
  );

  it("finds the keys it is checking", () => {
    expect(referencedKeys.size).toBeGreaterThan(100);
  });

  it.each([...referencedKeys])("%s", (key) => {
    expect(english.has(key)).toBe(true);
    expect(arabic.has(key)).toBe(true);
  });
});
