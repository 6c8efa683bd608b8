import { DEFAULT_CURRENCY } from "@manzil/domain/currency";
import { loyaltyBasisPointsFrom } from "@manzil/domain/reservations";
import type { TAdminSettings, TAdminSettingsChanges } from "@manzil/domain/contracts";
import type { AppConfig } from "../../config/config.js";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import { publicKeysOf } from "../payments/providers/enabled-providers.js";
import { parseExchangeRates } from "../settings/settings.service.js";
import { allSettings } from "../settings/settings.repository.js";
import { parseWeekendDays } from "../stays/stay-offers.js";
import { lockedSettings, writeSetting } from "./admin-settings.repository.js";

const flagKeys = new Set([
  "verification_required_for_user",
  "auto_approve",
  "auto_approve_edited_listings",
  "bank_transfer_status",
]);
const listKeys = new Set(["weekend_days", "loyalty_discounts_4", "loyalty_discounts_5"]);

const isOn = (value: string | undefined) => value === "1" || value === "true";

/** A changed value as the table stores it: flags "1"/"0", lists "5,6", rates JSON; text as given. */
function storedValue(key: string, value: unknown, current: Map<string, string>): string {
  if (flagKeys.has(key)) return value ? "1" : "0";
  if (listKeys.has(key)) return (value as number[]).join(",");
  if (key === "currency_rates") {
    // A partial set of rates keeps the others as they are.
    return JSON.stringify({ ...parseExchangeRates(current.get("currency_rates")), ...(value as object) });
  }
  return String(value);
}

/** The tiers a classification's guests get now, as percentages (the stored text may be blank: defaults). */
const loyaltyPercentages = (raw: string | undefined, classification: 4 | 5) =>
  loyaltyBasisPointsFrom(raw, classification).map((points) => points / 100);

export function createAdminSettingsService(db: Database, config: AppConfig) {
  /** Gateways whose keys the deployment sets: whether each is on and that a secret exists, never the secret. */
  const gateways = () => {
    const publicKeys = publicKeysOf(config);
    return (["stripe", "paystack", "paypal", "flutterwave", "razorpay", "paymob"] as const).map((method) => ({
      method,
      enabled: Boolean(publicKeys[method]),
      secret: { set: Boolean(publicKeys[method]) },
    }));
  };

  return {
    async read(): Promise<TAdminSettings> {
      const s = await allSettings(db);
      const v = (key: string) => s.get(key) ?? "";
      const brand = v("system_color");
      const colourOf = (key: string) => s.get(key) || brand;
      return {
        site_currency: s.get("currency_code") || DEFAULT_CURRENCY,
        currency_rates: parseExchangeRates(s.get("currency_rates")),
        general: {
          company_name: v("company_name"),
          company_name_ar: v("company_name_ar"),
          app_name: v("app_name"),
          default_language: s.get("default_language") || "en",
        },
        branding: {
          system_color: brand,
          category_background: colourOf("category_background"),
          sell_web_color: colourOf("sell_web_color"),
          sell_web_background_color: colourOf("sell_web_background_color"),
          rent_web_color: colourOf("rent_web_color"),
          rent_web_background_color: colourOf("rent_web_background_color"),
        },
        contact: {
          company_email: v("company_email"),
          company_tel1: v("company_tel1"),
          company_tel2: v("company_tel2"),
          company_address: v("company_address"),
          company_address_ar: v("company_address_ar"),
        },
        social: {
          facebook_id: v("facebook_id"),
          instagram_id: v("instagram_id"),
          twitter_id: v("twitter_id"),
          youtube_id: v("youtube_id"),
        },
        apps: { playstore_id: v("playstore_id"), appstore_id: v("appstore_id") },
        listing_rules: {
          verification_required_for_user: isOn(s.get("verification_required_for_user")),
          auto_approve: isOn(s.get("auto_approve")),
          auto_approve_edited_listings: isOn(s.get("auto_approve_edited_listings")),
        },
        demo_mode: config.DEMO_MODE,
        weekend_days: [...parseWeekendDays(s.get("weekend_days"))],
        loyalty: {
          loyalty_discounts_4: loyaltyPercentages(s.get("loyalty_discounts_4"), 4),
          loyalty_discounts_5: loyaltyPercentages(s.get("loyalty_discounts_5"), 5),
        },
        payment_methods: { bank_transfer_status: isOn(s.get("bank_transfer_status")), gateways: gateways() },
      };
    },

    /**
     * Writes the changed keys in one transaction, each with its audit record (before/after as stored). Keys
     * whose stored value would not change are neither written nor recorded. Returns the keys changed.
     */
    async update(changes: TAdminSettingsChanges, actor: AuditActor): Promise<string[]> {
      if (config.DEMO_MODE) throw new AppError("DEMO_MODE");
      return db.transaction(async (tx) => {
        const keys = Object.keys(changes).filter((key) => changes[key as keyof typeof changes] !== undefined);
        // Read under lock so two admins saving at once each record the value they really replaced.
        const current = await lockedSettings(tx, keys);
        const changed: string[] = [];
        for (const key of keys) {
          const after = storedValue(key, changes[key as keyof typeof changes], current);
          const before = current.get(key) ?? null;
          if (before === after) continue;
          await writeSetting(tx, key, after);
          await recordAdminAction(tx, actor, {
            action: "settings.update",
            targetType: "setting",
            targetId: key,
            before: { [key]: before },
            after: { [key]: after },
          });
          changed.push(key);
        }
        return changed;
      });
    },
  };
}

export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
