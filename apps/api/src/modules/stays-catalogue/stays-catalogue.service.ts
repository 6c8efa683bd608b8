import type {
  TPropertyQuestionAnswer,
  TPropertyTerms,
  TSavePropertyQuestionAnswersBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import { allSettings } from "../settings/settings.repository.js";
import { mapAddonField, mapNamedType, mapQuestionField, mapTaxes } from "./stays-catalogue.mapper.js";
import {
  activeAddonFields,
  activeApartmentTypes,
  activeQuestionFields,
  activeRoomTypes,
  answersOf,
  listingOwnership,
  taxesOf,
  upsertAnswers,
  type StayClassification,
} from "./stays-catalogue.repository.js";

type Ctx = { lang: Language };

/** Only vacation homes (4) and hotels (5) have taxes and questions; anything else is the caller's mistake. */
function stayClassification(value: number | undefined): StayClassification {
  if (value === 4 || value === 5) return value;
  throw new AppError("VALIDATION_FAILED", {
    messageKey: "stays_catalogue.classification_not_stay",
    fields: { property_classification: ["stays_catalogue.classification_not_stay"] },
  });
}

/** Public stays catalogue (issue 14) and the owner's answers to their classification's question fields. */
export function createStaysCatalogueService(db: Database, deps: { demoMode: boolean }) {
  return {
    async roomTypes(ctx: Ctx) {
      return (await activeRoomTypes(db)).map((row) => mapNamedType(row, ctx.lang));
    },

    async apartmentTypes(ctx: Ctx) {
      return (await activeApartmentTypes(db)).map((row) => mapNamedType(row, ctx.lang));
    },

    async addonFields(ctx: Ctx) {
      return (await activeAddonFields(db)).map(({ field, values }) => mapAddonField(field, values, ctx.lang));
    },

    /** `get-property-taxes`: the classification's rates, all zero when the admin has not set them yet. */
    async taxes(classificationParam: number | undefined) {
      const classification = stayClassification(classificationParam);
      const row = (await taxesOf(db, classification)) ?? {
        id: 0,
        classification,
        serviceChargeBp: 0,
        salesTaxBp: 0,
        cityTaxBp: 0,
        createdAt: new Date(0),
        updatedAt: new Date(0),
      };
      return mapTaxes(row, classification);
    },

    async questionFields(classificationParam: number | undefined, ctx: Ctx) {
      const classification = stayClassification(classificationParam);
      return (await activeQuestionFields(db, classification)).map((row) =>
        mapQuestionField(row, classification, ctx.lang),
      );
    },

    /**
     * `property-terms`: the stays terms (`property_terms` / `property_terms_ar` settings); while the admin has
     * not written them, the site's general terms, so the editor never shows an empty box.
     */
    async terms(ctx: Ctx): Promise<TPropertyTerms> {
      const settings = await allSettings(db);
      const own = settings.get("property_terms");
      const en = own || settings.get("terms_conditions");
      const ar = own ? settings.get("property_terms_ar") : settings.get("terms_conditions_ar");
      return bilingual("terms_conditions", ctx.lang, en, ar);
    },

    /**
     * `save-property-question-answers`: the owner's answers, all or none. Another member's listing reads as
     * missing; a field of another classification (or unknown) refuses the whole request before anything is
     * written. A field sent twice keeps its last value.
     */
    async saveAnswers(
      ownerId: number,
      body: TSavePropertyQuestionAnswersBody,
    ): Promise<TPropertyQuestionAnswer[]> {
      const listing = await listingOwnership(db, body.property_id);
      if (!listing || listing.ownerId !== ownerId) {
        throw new AppError("NOT_FOUND", { messageKey: "stays_catalogue.property_not_found" });
      }
      if (listing.classification !== 4 && listing.classification !== 5) {
        throw new AppError("VALIDATION_FAILED", { messageKey: "stays_catalogue.listing_not_stay" });
      }
      const classification = listing.classification;
      // The public demo keeps its listings as seeded, like every other listing edit.
      if (deps.demoMode) throw new AppError("DEMO_MODE");
      const answers = [...new Map(body.answers.map((a) => [a.field_id, a.value])).entries()].map(
        ([fieldId, value]) => ({ fieldId, value }),
      );
      await db.transaction(async (tx) => {
        const known = new Set((await activeQuestionFields(tx, classification)).map((field) => field.id));
        const unknownIndex = body.answers.findIndex((a) => !known.has(a.field_id));
        if (unknownIndex >= 0) {
          throw new AppError("VALIDATION_FAILED", {
            messageKey: "stays_catalogue.unknown_field",
            params: { field_id: body.answers[unknownIndex]!.field_id },
            fields: { [`answers.${unknownIndex}.field_id`]: ["stays_catalogue.field_not_for_listing"] },
          });
        }
        await upsertAnswers(tx, listing.id, answers);
      });
      return (await answersOf(db, listing.id)).map((a) => ({ field_id: a.fieldId, value: a.value }));
    },
  };
}

export type StaysCatalogueService = ReturnType<typeof createStaysCatalogueService>;
