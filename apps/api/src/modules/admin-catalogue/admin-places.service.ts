import type {
  AdminCityBody,
  TAdminCitiesQuery,
  TAdminCity,
  TAdminFacility,
  TAdminFacilityBody,
} from "@manzil/domain/contracts";
import type { z } from "zod";
import type { Database } from "../../db/client.js";
import type { cities, facilities } from "../../db/schema/catalogue.js";
import { fileUrl } from "../../lib/file-url.js";
import { recordAdminAction, type AuditActor } from "../audit/audit.repository.js";
import {
  deleteFacility,
  findCity,
  findFacility,
  insertCity,
  insertFacility,
  listFacilities,
  searchCities,
  updateCity,
  updateFacility,
  type FacilityRow,
} from "./admin-catalogue.repository.js";
import { conflict, isUniqueViolation, notFound } from "./catalogue-errors.js";
import {
  replaceImage,
  storeCatalogueImage,
  type CatalogueUpload,
  type ImageDeps,
} from "./catalogue-images.js";

type CityInput = z.output<typeof AdminCityBody>;
type CityRow = typeof cities.$inferSelect;

const facilityFacts = (row: typeof facilities.$inferSelect) => ({
  name: row.name,
  name_ar: row.nameAr,
  image: row.image,
});

function toAdminCity(row: CityRow): TAdminCity {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    state: row.state,
    state_ar: row.stateAr,
    country: row.country,
    country_ar: row.countryAr,
    country_code: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    is_active: row.isActive,
  };
}

const cityColumnsOf = (input: CityInput) => ({
  name: input.name,
  nameAr: input.name_ar,
  state: input.state,
  stateAr: input.state_ar,
  country: input.country,
  countryAr: input.country_ar,
  countryCode: input.country_code,
  latitude: input.latitude,
  longitude: input.longitude,
  ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
});

/** Two cities of one name in one country is what the unique index refuses: 409 at the name. */
async function cityWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("name", "admin_catalogue.city_taken");
    throw error;
  }
}

/**
 * Issue 17: the outdoor facilities a listing gives distances to, and the cities listings are placed in. Every
 * write and its audit record commit together (ADR 063, 067).
 */
export function createAdminPlacesService(db: Database, deps: ImageDeps & { filesUrl: string }) {
  const toAdminFacility = (row: FacilityRow): TAdminFacility => ({
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    image: row.image ? fileUrl(deps.filesUrl, row.image) : null,
    listing_count: row.listingCount,
  });

  async function changeFacility(
    actor: AuditActor,
    id: number,
    action: string,
    values: Partial<typeof facilities.$inferInsert>,
  ): Promise<{ result: TAdminFacility; previous: string | null }> {
    return db.transaction(async (tx) => {
      const before = await findFacility(tx, id, true);
      if (!before) throw notFound("facility");
      const row = await updateFacility(tx, id, values);
      await recordAdminAction(tx, actor, {
        action,
        targetType: "facility",
        targetId: id,
        before: facilityFacts(before),
        after: facilityFacts(row),
      });
      return {
        result: toAdminFacility({ ...row, listingCount: before.listingCount }),
        previous: before.image,
      };
    });
  }

  async function changeCity(actor: AuditActor, id: number, action: string, values: Partial<CityRow>) {
    return cityWrite(() =>
      db.transaction(async (tx) => {
        const before = await findCity(tx, id, true);
        if (!before) throw notFound("city");
        const row = await updateCity(tx, id, values);
        await recordAdminAction(tx, actor, {
          action,
          targetType: "city",
          targetId: id,
          before: toAdminCity(before),
          after: toAdminCity(row),
        });
        return toAdminCity(row);
      }),
    );
  }

  return {
    async facilities(): Promise<TAdminFacility[]> {
      return (await listFacilities(db)).map(toAdminFacility);
    },

    async createFacility(actor: AuditActor, input: TAdminFacilityBody): Promise<TAdminFacility> {
      return db.transaction(async (tx) => {
        const row = await insertFacility(tx, { name: input.name, nameAr: input.name_ar });
        await recordAdminAction(tx, actor, {
          action: "catalogue.facility_create",
          targetType: "facility",
          targetId: row.id,
          before: null,
          after: facilityFacts(row),
        });
        return toAdminFacility({ ...row, listingCount: 0 });
      });
    },

    async updateFacility(actor: AuditActor, id: number, input: TAdminFacilityBody, now: Date) {
      const { result } = await changeFacility(actor, id, "catalogue.facility_update", {
        name: input.name,
        nameAr: input.name_ar,
        updatedAt: now,
      });
      return result;
    },

    async setFacilityImage(actor: AuditActor, id: number, { value, uploaded, now }: CatalogueUpload) {
      if (!(await findFacility(db, id))) throw notFound("facility");
      const key = await storeCatalogueImage(value, uploaded, deps);
      return replaceImage(deps, key, () =>
        changeFacility(actor, id, "catalogue.facility_image", { image: key, updatedAt: now }),
      );
    },

    /** A facility listings give distances to stays (409): deleting it would silently drop those distances. */
    async deleteFacility(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findFacility(tx, id, true);
        if (!before) throw notFound("facility");
        if (before.listingCount > 0) throw conflict(null, "admin_catalogue.facility_in_use");
        await deleteFacility(tx, id);
        await recordAdminAction(tx, actor, {
          action: "catalogue.facility_delete",
          targetType: "facility",
          targetId: id,
          before: facilityFacts(before),
          after: null,
        });
      });
    },

    async cities(query: TAdminCitiesQuery) {
      const { rows, total } = await searchCities(db, query);
      return { items: rows.map(toAdminCity), total };
    },

    createCity(actor: AuditActor, input: CityInput): Promise<TAdminCity> {
      return cityWrite(() =>
        db.transaction(async (tx) => {
          const row = await insertCity(tx, cityColumnsOf(input));
          await recordAdminAction(tx, actor, {
            action: "catalogue.city_create",
            targetType: "city",
            targetId: row.id,
            before: null,
            after: toAdminCity(row),
          });
          return toAdminCity(row);
        }),
      );
    },

    updateCity(actor: AuditActor, id: number, input: CityInput) {
      return changeCity(actor, id, "catalogue.city_update", cityColumnsOf(input));
    },

    setCityActive(actor: AuditActor, id: number, isActive: boolean) {
      return changeCity(actor, id, isActive ? "catalogue.city_activate" : "catalogue.city_deactivate", {
        isActive,
      });
    },
  };
}

export type AdminPlacesService = ReturnType<typeof createAdminPlacesService>;
