import type { TStayQuote, TStayQuoteQuery } from "@manzil/domain/contracts";
import { convertMinorUnits, isDisplayCurrency } from "@manzil/domain/currency";
import { fromMinorUnits } from "@manzil/domain/money";
import { MAX_STAY_NIGHTS, quoteStay, stayNights } from "@manzil/domain/stays";
import type { TFunction } from "i18next";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import { taxesOf } from "../stays-catalogue/stays-catalogue.repository.js";
import { readNights } from "./night-rows.repository.js";
import { mapQuoteLine } from "./stays.mapper.js";
import { addonPackagesFor } from "./stays.repository.js";
import { chosenOffer, publicStay, staySettings, todayIn } from "./stay-offers.js";

type Ctx = { lang: Language; now: Date; t: TFunction };

function quoteRefusal(messageKey: string, params: Record<string, string | number>, field: string) {
  return new AppError("VALIDATION_FAILED", { messageKey, params, fields: { [field]: [messageKey] } });
}

/** Public `GET stays/:id/quote`: a stay priced on the server from the stored nights, as coded line items. */
export function createStayQuoteService(db: Database) {
  return {
    async quote(propertyId: number, query: TStayQuoteQuery, ctx: Ctx): Promise<TStayQuote> {
      const listing = await publicStay(db, propertyId);
      const settings = await staySettings(db);
      const offer = await chosenOffer(db, {
        listing,
        hotelRoomId: query.hotel_room_id,
        settings,
        lang: ctx.lang,
        activeOnly: true,
      });
      const checkIn = query.check_in_date;
      const checkOut = query.check_out_date;
      const today = todayIn(ctx.now, settings.timeZone);
      if (checkIn < today) throw quoteRefusal("stays.quote.past_check_in", { today }, "check_in_date");
      const stay = stayNights(checkIn, checkOut);
      if (!stay.ok) {
        throw stay.reason === "stay_too_long"
          ? quoteRefusal("stays.quote.stay_too_long", { max: MAX_STAY_NIGHTS }, "check_out_date")
          : quoteRefusal("validation.check_out_not_after_check_in", {}, "check_out_date");
      }

      const addonIds = [...new Set(query.addon_ids ?? [])];
      const packages = await addonPackagesFor(db, {
        propertyId: listing.id,
        roomTypeId: offer.roomTypeId,
        ids: addonIds,
      });
      const unknown = addonIds.find((id) => !packages.some((p) => p.id === id));
      if (unknown !== undefined) {
        throw quoteRefusal("stays.quote.addon_not_available", { id: unknown }, "addon_ids");
      }
      const taxRow = await taxesOf(db, listing.classification as 4 | 5);
      const taxes = {
        serviceChargeBp: taxRow?.serviceChargeBp ?? 0,
        salesTaxBp: taxRow?.salesTaxBp ?? 0,
        cityTaxBp: taxRow?.cityTaxBp ?? 0,
      };

      const nights = await readNights(db, offer.offer, { from: checkIn, to: checkOut });
      const rooms = query.rooms ?? 1;
      const guests = query.number_of_guests ?? 1;
      const result = quoteStay({
        currency: offer.currency,
        checkIn,
        checkOut,
        inventory: nights,
        soldUnits: Object.fromEntries(nights.map((night) => [night.date, night.unitsSold])),
        rooms,
        guests,
        price: offer.rule,
        addons: packages.map((p) => ({ id: String(p.id), priceMinor: p.totalPriceMinor, basis: p.basis })),
        taxes: {
          serviceChargeBasisPoints: taxes.serviceChargeBp,
          salesTaxBasisPoints: taxes.salesTaxBp,
          cityTaxBasisPoints: taxes.cityTaxBp,
        },
      });
      if (!result.ok) {
        if (result.reason === "night_closed" || result.reason === "not_enough_units") {
          throw new AppError("CONFLICT", {
            messageKey: `stays.quote.${result.reason}`,
            params: { date: result.date },
          });
        }
        throw quoteRefusal("validation.check_out_not_after_check_in", {}, "check_out_date");
      }
      const { quote } = result;
      const facts = {
        rule: offer.rule,
        taxes,
        addonNames: new Map(packages.map((p) => [String(p.id), pick(ctx.lang, p.name, p.nameAr)])),
      };
      const wanted = query.currency?.toUpperCase();
      const converted =
        wanted !== undefined && isDisplayCurrency(wanted) && wanted !== quote.currency
          ? convertMinorUnits(
              { amount: quote.totalMinor, currency: quote.currency },
              wanted,
              settings.exchangeRates,
            )
          : null;
      return {
        property_id: listing.id,
        hotel_room_id: offer.offer.hotelRoomId,
        check_in_date: checkIn,
        check_out_date: checkOut,
        nights: quote.nights,
        rooms: quote.rooms,
        guests,
        currency: quote.currency,
        lines: quote.lines.map((line) => mapQuoteLine(line, quote.currency, facts, ctx.t)),
        total: fromMinorUnits(quote.totalMinor, quote.currency),
        total_minor: quote.totalMinor,
        display:
          converted === null
            ? null
            : {
                currency: converted.currency,
                total: fromMinorUnits(converted.amount, converted.currency),
                total_minor: converted.amount,
              },
      };
    },
  };
}

export type StayQuoteService = ReturnType<typeof createStayQuoteService>;
