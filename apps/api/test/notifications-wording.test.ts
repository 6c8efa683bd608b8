import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "@manzil/domain/contracts";
import { wordNotice } from "../src/modules/notifications/notifications.service.js";
import { RESERVATION_NOTICES } from "../src/modules/notifications/reservation-notices.js";
import { arabicLetters } from "./helpers.js";

const values = {
  title: "Nile flat",
  title_ar: "شقة النيل",
  reason: "Blurry photos",
  client: "Mona",
  sender: "Hany",
  package: "Gold",
  date: "2026-12-04",
  amount: "EGP 100.00",
  reference: "MZR-1",
  property: "Beach House",
  property_ar: "بيت الشاطئ",
  checkIn: "2026-12-04",
  checkOut: "2026-12-06",
  guest: "Laila",
};

/** Every wording a notice can take: each kind plain, and each variant the booking events use. */
const wordings = [
  ...NOTIFICATION_KINDS.filter((kind) => kind !== "announcement").map((kind) => ({
    kind,
    variant: undefined,
  })),
  ...Object.values(RESERVATION_NOTICES)
    .flatMap((told) => [told.guest, told.owner])
    .filter((told) => told?.variant !== undefined)
    .map((told) => ({ kind: told!.kind, variant: told!.variant })),
].filter((w) => !(w.kind === "refund_decided" && w.variant === undefined));

describe("notice wording", () => {
  it.each(wordings)("$kind ($variant) reads in English and Arabic, values filled", ({ kind, variant }) => {
    const row = { kind, params: { ...values, ...(variant ? { variant } : {}) }, title: null, message: null };
    const en = wordNotice(row, "en");
    const ar = wordNotice(row, "ar");
    for (const words of [en, ar]) {
      expect(words.title).not.toContain("notice.");
      expect(words.message).not.toContain("notice.");
      expect(words.message).not.toContain("{{");
    }
    expect(en.message).not.toMatch(arabicLetters);
    expect(ar.title).toMatch(arabicLetters);
    expect(ar.message).toMatch(arabicLetters);
  });

  it("reads dates in the reader's words and prefers the Arabic value in Arabic", () => {
    const row = { kind: "booking_reminder", params: values, title: null, message: null };
    expect(wordNotice(row, "en").message).toBe("Check-in at Beach House is on Fri, Dec 4, 2026 (MZR-1).");
    expect(wordNotice(row, "ar").message).toContain("بيت الشاطئ");
    expect(wordNotice(row, "ar").message).not.toContain("2026-12-04");
  });

  it("keeps an admin's own words as written", () => {
    const row = { kind: "announcement", params: {}, title: "Eid offers", message: "Up to 20% off." };
    expect(wordNotice(row, "ar")).toEqual({ title: "Eid offers", message: "Up to 20% off." });
  });
});
