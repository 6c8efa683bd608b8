import type { TOwnerCalendarNight, TNightStatus, TStayQuoteLine } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { CalendarDate, NightlyPriceRule, QuoteLine } from "@manzil/domain/stays";
import { nightlyPrice } from "@manzil/domain/stays";
import type { TFunction } from "i18next";
import type { StoredNight } from "./night-rows.repository.js";

/** A night without a row: closed (ADR 051), nothing for sale. */
export function missingNight(date: CalendarDate): StoredNight {
  return { date, open: false, units: 0, unitsSold: 0, priceOverrideMinor: null };
}

/**
 * available: a unit is free; reserved: every unit offered is sold; closed: the owner closed the night, offers no
 * unit on it, or it has no row.
 */
export function nightStatus(night: StoredNight): TNightStatus {
  if (!night.open || night.units === 0) return "closed";
  return night.unitsSold >= night.units ? "reserved" : "available";
}

export function unitsFree(night: StoredNight): number {
  return nightStatus(night) === "available" ? night.units - night.unitsSold : 0;
}

/** The owner's view of a night: its stored numbers and what one unit costs a guest that night. */
export function mapOwnerNight(
  night: StoredNight,
  rule: NightlyPriceRule,
  currency: string,
): TOwnerCalendarNight {
  const price = nightlyPrice(night.date, night.priceOverrideMinor, rule);
  return {
    date: night.date,
    weekend: price.weekend,
    status: nightStatus(night),
    open: night.open,
    units: night.units,
    units_sold: night.unitsSold,
    price_override:
      night.priceOverrideMinor === null ? null : fromMinorUnits(night.priceOverrideMinor, currency),
    price: fromMinorUnits(price.totalMinor, currency),
    price_minor: price.totalMinor,
  };
}

export function mapPublicNight(night: StoredNight, rule: NightlyPriceRule, currency: string) {
  const price = nightlyPrice(night.date, night.priceOverrideMinor, rule);
  return {
    date: night.date,
    status: nightStatus(night),
    units_free: unitsFree(night),
    weekend: price.weekend,
    price: fromMinorUnits(price.totalMinor, currency),
    price_minor: price.totalMinor,
  };
}

export interface QuoteLabelFacts {
  readonly rule: NightlyPriceRule;
  readonly taxes: { serviceChargeBp: number; salesTaxBp: number; cityTaxBp: number };
  readonly addonNames: ReadonlyMap<string, string>;
  /** The booking's discounts (issue 15): the non-refundable rate and the loyalty tier with its rate. */
  readonly nonRefundableBp?: number;
  readonly loyalty?: { tier: number; basisPoints: number } | null;
}

/** Basis points as the percent people read ("14", "12.5"). */
const percent = (basisPoints: number) => String(basisPoints / 100);

/** A line's words; the messages format its date and numbers in the caller's language. */
function labelOf(line: QuoteLine, facts: QuoteLabelFacts, t: TFunction): string {
  const date = line.date ?? "";
  switch (line.code) {
    case "night":
      return (line.quantity ?? 1) > 1
        ? t("stays.quote.night_units", { date, quantity: line.quantity })
        : t("stays.quote.night", { date });
    case "weekend_commission":
      return t("stays.quote.weekend_commission", {
        date,
        percent: percent(facts.rule.weekendCommissionBasisPoints),
      });
    case "discount":
      return t("stays.quote.discount", { date, percent: percent(facts.rule.discountBasisPoints) });
    case "non_refundable_discount":
      return t("stays.quote.non_refundable_discount", { percent: percent(facts.nonRefundableBp ?? 0) });
    case "loyalty_discount":
      return t("stays.quote.loyalty_discount", {
        tier: facts.loyalty?.tier ?? 0,
        percent: percent(facts.loyalty?.basisPoints ?? 0),
      });
    case "addon":
      return t("stays.quote.addon", {
        name: facts.addonNames.get(line.addonId ?? "") ?? "",
        quantity: line.quantity,
      });
    case "service_charge":
      return t("stays.quote.service_charge", { percent: percent(facts.taxes.serviceChargeBp) });
    case "sales_tax":
      return t("stays.quote.sales_tax", { percent: percent(facts.taxes.salesTaxBp) });
    case "city_tax":
      return t("stays.quote.city_tax", { percent: percent(facts.taxes.cityTaxBp) });
  }
}

export function mapQuoteLine(
  line: QuoteLine,
  currency: string,
  facts: QuoteLabelFacts,
  t: TFunction,
): TStayQuoteLine {
  return {
    code: line.code,
    label: labelOf(line, facts, t),
    date: line.date ?? null,
    addon_id: line.addonId === undefined ? null : Number(line.addonId),
    quantity: line.quantity ?? null,
    amount: fromMinorUnits(line.amountMinor, currency),
    amount_minor: line.amountMinor,
  };
}
