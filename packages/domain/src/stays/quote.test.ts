import { describe, expect, it } from "vitest";
import type { NightInventory } from "./availability.js";
import { expandAvailability } from "./availability.js";
import { addDays, datesFromTo } from "./calendar-date.js";
import type { StayAddon, StayQuoteInput } from "./quote.js";
import { quoteStay, sumLines } from "./quote.js";

function openRows(
  from: string,
  to: string,
  units = 2,
  overrides: Record<string, number> = {},
): NightInventory[] {
  return datesFromTo(from, to).map((date) => ({
    date,
    open: true,
    priceOverrideMinor: overrides[date] ?? null,
    units,
  }));
}

const noTaxes = { serviceChargeBasisPoints: 0, salesTaxBasisPoints: 0, cityTaxBasisPoints: 0 };
const egyptTaxes = { serviceChargeBasisPoints: 1000, salesTaxBasisPoints: 1400, cityTaxBasisPoints: 500 };

// Thursday 26 → Sunday 29 November 2026: Thursday, Friday, Saturday nights.
const base: StayQuoteInput = {
  currency: "EGP",
  checkIn: "2026-11-26",
  checkOut: "2026-11-29",
  inventory: openRows("2026-11-20", "2026-12-05"),
  rooms: 1,
  guests: 2,
  price: { basePriceMinor: 100_000, weekendCommissionBasisPoints: 2000, discountBasisPoints: 1000 },
  taxes: noTaxes,
};

function quoted(input: StayQuoteInput) {
  const result = quoteStay(input);
  if (!result.ok) throw new Error(`expected a quote, got ${JSON.stringify(result)}`);
  return result.quote;
}

const amounts = (input: StayQuoteInput) =>
  quoted(input).lines.map((line) => [line.code, line.date ?? line.addonId ?? null, line.amountMinor]);

describe("a quote is coded line items, night by night, then add-ons, then taxes", () => {
  it("prices each night across a weekend with its commission and discount", () => {
    expect(amounts(base)).toEqual([
      ["night", "2026-11-26", 100_000],
      ["discount", "2026-11-26", -10_000],
      ["night", "2026-11-27", 100_000],
      ["weekend_commission", "2026-11-27", 20_000],
      ["discount", "2026-11-27", -12_000],
      ["night", "2026-11-28", 100_000],
      ["weekend_commission", "2026-11-28", 20_000],
      ["discount", "2026-11-28", -12_000],
    ]);
    expect(quoted(base)).toMatchObject({ nights: 3, rooms: 1, totalMinor: 306_000, currency: "EGP" });
  });

  it("uses an override on a weekend night and carries the labels", () => {
    const quote = quoted({
      ...base,
      inventory: openRows("2026-11-20", "2026-12-05", 2, { "2026-11-27": 150_000 }),
    });
    const friday = quote.lines.filter((line) => line.date === "2026-11-27");
    expect(friday.map((line) => [line.code, line.amountMinor, line.labelKey])).toEqual([
      ["night", 150_000, "stays.quote.night"],
      ["weekend_commission", 30_000, "stays.quote.weekend_commission"],
      ["discount", -18_000, "stays.quote.discount"],
    ]);
  });

  it("multiplies every night line by the rooms booked", () => {
    const quote = quoted({ ...base, rooms: 2 });
    expect(quote.totalMinor).toBe(2 * 306_000);
    expect(quote.lines[0]).toMatchObject({ code: "night", amountMinor: 200_000, quantity: 2 });
  });

  it.each([
    ["per_stay", 1],
    ["per_night", 3],
    ["per_guest", 2],
    ["per_guest_per_night", 6],
  ] as const)("charges a %s add-on %i times", (basis, quantity) => {
    const addon: StayAddon = { id: "breakfast", priceMinor: 5_000, basis };
    const line = quoted({ ...base, addons: [addon] }).lines.find((candidate) => candidate.code === "addon");
    expect(line).toMatchObject({ addonId: "breakfast", quantity, amountMinor: 5_000 * quantity });
  });

  it("computes each tax on the same base (rooms after discount + add-ons), rounded per line", () => {
    const quote = quoted({
      ...base,
      addons: [{ id: "transfer", priceMinor: 12_345, basis: "per_stay" }],
      taxes: egyptTaxes,
    });
    const taxBase = 306_000 + 12_345;
    expect(
      amounts({
        ...base,
        addons: [{ id: "transfer", priceMinor: 12_345, basis: "per_stay" }],
        taxes: egyptTaxes,
      }).slice(-4),
    ).toEqual([
      ["addon", "transfer", 12_345],
      ["service_charge", null, 31_835], // 31 834.5 → 31 835
      ["sales_tax", null, 44_568], // 44 568.3 → 44 568
      ["city_tax", null, 15_917], // 15 917.25 → 15 917
    ]);
    expect(quote.totalMinor).toBe(taxBase + 31_835 + 44_568 + 15_917);
  });

  it.each([
    // 300 000 of nights + 40 000 of weekend commission, then 10 % + 14 % + 5 % of 340 000.
    ["discount 0 adds no discount line", 0, 0, 340_000 + 34_000 + 47_600 + 17_000],
    // Every night discounted to 0: three discount lines, and taxes of 0 are left out.
    ["discount 100 makes the stay free", 10_000, 3, 0],
  ])("%s", (_, discountBasisPoints, discountLines, total) => {
    const quote = quoted({ ...base, taxes: egyptTaxes, price: { ...base.price, discountBasisPoints } });
    expect(quote.lines.filter((line) => line.code === "discount")).toHaveLength(discountLines);
    expect(quote.totalMinor).toBe(total);
  });

  it.each([
    // 25.125 KWD a night, Fri/Sat +15 %, 7 % off, 10 % service, in fils: Thursday 25125 − 1759
    // (1758.75), Friday and Saturday 25125 + 3769 (3768.75) − 2023 (2022.58); 77108 + 7711 (7710.8).
    ["KWD rounds to the fils", "KWD", 25_125, 77_108 + 7_711],
    // ¥12,345 a night, same rule: Thursday 12345 − 864 (864.15), Friday and Saturday
    // 12345 + 1852 (1851.75) − 994 (993.79); 37887 + 3789 (3788.7).
    ["JPY rounds to the yen", "JPY", 12_345, 37_887 + 3_789],
  ])("%s", (_, currency, basePriceMinor, total) => {
    const quote = quoted({
      ...base,
      currency,
      price: { basePriceMinor, weekendCommissionBasisPoints: 1500, discountBasisPoints: 700 },
      taxes: { ...noTaxes, serviceChargeBasisPoints: 1000 },
    });
    expect(quote.currency).toBe(currency);
    expect(quote.totalMinor).toBe(total);
    expect(quote.lines.every((line) => Number.isInteger(line.amountMinor))).toBe(true);
  });

  it("prices a stay over a year end and over the leap day", () => {
    const yearEnd = quoted({
      ...base,
      checkIn: "2026-12-30",
      checkOut: "2027-01-02",
      inventory: openRows("2026-12-25", "2027-01-05"),
    });
    expect(yearEnd.lines.filter((line) => line.code === "night").map((line) => line.date)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    const leap = quoted({
      ...base,
      checkIn: "2028-02-28",
      checkOut: "2028-03-01",
      inventory: openRows("2028-02-01", "2028-03-31"),
    });
    expect(leap.nights).toBe(2);
    expect(leap.lines.some((line) => line.date === "2028-02-29")).toBe(true);
  });
});

describe("a quote refuses a stay it cannot sell, naming the first night", () => {
  const closedSaturday = openRows("2026-11-20", "2026-12-05").map((row) =>
    row.date === "2026-11-28" || row.date === "2026-11-30" ? { ...row, open: false } : row,
  );
  it.each([
    ["a closed night", { inventory: closedSaturday }, { reason: "night_closed", date: "2026-11-28" }],
    [
      "a night with no row",
      { inventory: openRows("2026-11-26", "2026-11-27") },
      { reason: "night_closed", date: "2026-11-28" },
    ],
    [
      "the last night sold out",
      { soldUnits: { "2026-11-28": 2 } },
      { reason: "not_enough_units", date: "2026-11-28" },
    ],
    [
      "fewer free units than rooms asked",
      { rooms: 2, soldUnits: { "2026-11-27": 1 } },
      { reason: "not_enough_units", date: "2026-11-27" },
    ],
    ["check-out on check-in", { checkOut: "2026-11-26" }, { reason: "check_out_not_after_check_in" }],
  ] as const)("%s", (_, change, expected) => {
    expect(quoteStay({ ...base, ...change })).toEqual({ ok: false, ...expected });
  });

  it("sells the night after the last closed one: check-out on a closed date is fine", () => {
    expect(
      quoteStay({ ...base, checkIn: "2026-11-29", checkOut: "2026-11-30", inventory: closedSaturday }).ok,
    ).toBe(true);
    expect(quoteStay({ ...base, checkOut: "2026-11-28", inventory: closedSaturday }).ok).toBe(true);
  });

  it("refuses nonsense counts loudly", () => {
    expect(() => quoteStay({ ...base, rooms: 0 })).toThrow(RangeError);
    expect(() => quoteStay({ ...base, guests: 1.5 })).toThrow(RangeError);
    expect(() => quoteStay({ ...base, currency: "egp" })).toThrow(RangeError);
  });
});

// A small deterministic generator, so a failure replays exactly.
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe("the total is exactly the sum of the lines", () => {
  it("holds for 500 generated stays across currencies, weekends, overrides, add-ons and taxes", () => {
    const next = generator(50);
    const currencies = ["EGP", "KWD", "JPY", "USD", "BHD"];
    const bases: StayAddon["basis"][] = ["per_stay", "per_night", "per_guest", "per_guest_per_night"];
    for (let index = 0; index < 500; index += 1) {
      const checkIn = addDays("2026-01-01", next(1200));
      const checkOut = addDays(checkIn, 1 + next(30));
      const inventory = expandAvailability({
        availabilityType: 2,
        from: checkIn,
        to: checkOut,
        units: 5,
        ranges: [
          {
            from: addDays(checkIn, next(5)),
            to: addDays(checkIn, next(10)),
            type: "open",
            priceMinor: next(2_000_000),
          },
        ],
      }).map((row) => ({ ...row, open: true }));
      const input: StayQuoteInput = {
        currency: currencies[next(currencies.length)] ?? "EGP",
        checkIn,
        checkOut,
        inventory,
        rooms: 1 + next(5),
        guests: 1 + next(6),
        price: {
          basePriceMinor: next(1_000_001),
          weekendCommissionBasisPoints: next(10_001),
          discountBasisPoints: next(10_001),
          weekendDays: next(2) === 0 ? [5, 6] : [6, 0],
        },
        addons: Array.from({ length: next(3) }, (_, addonIndex) => ({
          id: `addon-${addonIndex}`,
          priceMinor: next(50_000),
          basis: bases[next(bases.length)] ?? "per_stay",
        })),
        taxes: {
          serviceChargeBasisPoints: next(2_001),
          salesTaxBasisPoints: next(2_001),
          cityTaxBasisPoints: next(1_001),
        },
      };
      const quote = quoted(input);
      expect(quote.totalMinor).toBe(quote.lines.reduce((sum, line) => sum + line.amountMinor, 0));
      expect(sumLines(quote.lines)).toBe(quote.totalMinor);
      expect(quote.lines.filter((line) => line.code === "night")).toHaveLength(quote.nights);
      expect(quote.lines.every((line) => Number.isSafeInteger(line.amountMinor))).toBe(true);
      expect(quote.totalMinor).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("the booking's offer and loyalty discounts are lines on the rooms, before taxes (ADR 055)", () => {
  const addon: StayAddon = { id: "transfer", priceMinor: 10_000, basis: "per_stay" };
  const taxes = { serviceChargeBasisPoints: 1000, salesTaxBasisPoints: 0, cityTaxBasisPoints: 0 };

  it("takes the non-refundable rate off the rooms' subtotal only, then taxes the discounted base", () => {
    // Rooms 306 000 (nights, weekend commissions, discounts); 15 % off → −45 900; add-on untouched.
    const quote = quoted({ ...base, addons: [addon], taxes, nonRefundableBasisPoints: 1500 });
    const lines = quote.lines.map((line) => [line.code, line.amountMinor]);
    expect(lines.slice(-3)).toEqual([
      ["non_refundable_discount", -45_900],
      ["addon", 10_000],
      ["service_charge", 27_010], // 10 % of 306 000 − 45 900 + 10 000
    ]);
    expect(quote.totalMinor).toBe(306_000 - 45_900 + 10_000 + 27_010);
    expect(quote.totalMinor).toBe(sumLines(quote.lines));
  });

  it("takes the loyalty rate off what is left after the offer's discount, one line, rounded half away from 0", () => {
    const quote = quoted({ ...base, nonRefundableBasisPoints: 1000, loyaltyBasisPoints: 333 });
    // 306 000 − 30 600 = 275 400; 3.33 % = 9 170.82 → 9 171.
    expect(quote.lines.filter((l) => l.code.endsWith("_discount") && l.code !== "discount")).toEqual([
      {
        code: "non_refundable_discount",
        labelKey: "stays.quote.non_refundable_discount",
        amountMinor: -30_600,
      },
      { code: "loyalty_discount", labelKey: "stays.quote.loyalty_discount", amountMinor: -9_171 },
    ]);
    expect(quote.totalMinor).toBe(306_000 - 30_600 - 9_171);
  });

  it("adds no line for a rate of 0 or none, so a flexible quote is unchanged", () => {
    const plain = quoted(base);
    expect(quoted({ ...base, nonRefundableBasisPoints: 0, loyaltyBasisPoints: 0 })).toEqual(plain);
  });

  it("refuses a rate beyond 100 %", () => {
    expect(() => quoteStay({ ...base, loyaltyBasisPoints: 10_001 })).toThrow(RangeError);
  });
});
