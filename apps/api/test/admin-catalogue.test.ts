import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAdminCategory,
  TAdminCategoryDetail,
  TAdminCity,
  TAdminFacility,
  TAdminParameter,
  TCategory,
} from "@manzil/domain/contracts";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { categories, cities, facilities, parameters } from "../src/db/schema/catalogue.js";
import { properties, propertyFacilities, propertyParameters } from "../src/db/schema/properties.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { photo } from "./listing-poster.js";
import { multipart } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
  member = await signInAs(t.app, t.database.db);
});
afterAll(async () => t?.close());

const base = "/api/admin/catalogue";
const write = <T>(path: string, body: Record<string, unknown>, lang = "en", as = admin) =>
  post<T>(t.app, `${base}${path}`, body, { headers: { ...as, "accept-language": lang } });
const read = <T>(path: string, query: Record<string, string> = {}) =>
  get<T>(t.app, `${base}${path}`, query, { headers: admin });
const remove = async (path: string, lang = "en") => {
  const response = await t.app.inject({
    method: "DELETE",
    url: `${base}${path}`,
    headers: { ...admin, "accept-language": lang },
  });
  return { status: response.statusCode, body: response.json() as { message: string } };
};
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const lastAudit = async (action: string, targetId: number) =>
  (
    await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, String(targetId))))
      .orderBy(desc(adminAuditLog.id))
      .limit(1)
  )[0];

const requiredRooms = {
  name: "Guest rooms",
  name_ar: "غرف الضيوف",
  type: "dropdown",
  options: [
    { value: "One", value_ar: "واحدة" },
    { value: "Two", value_ar: "اثنتان" },
  ],
  is_required: true,
};
const beachVilla = { name: "Beach villa", name_ar: "فيلا شاطئية", slug: "beach-villa", classification: 1 };

describe("the admin catalogue", () => {
  it("is for admins only: 403 for a member, 401 for a guest, nothing written", async () => {
    expect((await write(`/categories`, beachVilla, "en", member)).status).toBe(403);
    expect((await get(t.app, `${base}/categories`, {}, { headers: member })).status).toBe(403);
    expect((await get(t.app, `${base}/cities`)).status).toBe(401);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.slug, "beach-villa"));
    expect(row).toBeUndefined();
  });

  it("a category created with a required parameter is served to the listing editor with it required", async () => {
    const parameter = await write<TAdminParameter>("/parameters", requiredRooms);
    expect(parameter.status).toBe(200);
    const created = await write<TAdminCategoryDetail>("/categories", { ...beachVilla, is_active: true });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const listed = await write<TAdminCategoryDetail>(`/categories/${id}/parameters`, {
      parameter_ids: [parameter.body.data.id],
    });
    expect(listed.body.data.parameters.map((p) => p.name)).toEqual(["Guest rooms"]);

    // What the editor reads: get_categories, in the member's language.
    const served = await get<TCategory[]>(t.app, "/api/get_categories", { id: String(id), lang: "ar" });
    const category = served.body.data[0]!;
    expect(category.category).toBe("فيلا شاطئية");
    expect(category.parameter_types).toHaveLength(1);
    expect(category.parameter_types[0]).toMatchObject({
      name: "غرف الضيوف",
      type_of_parameter: "dropdown",
      is_required: 1,
      type_values: ["واحدة", "اثنتان"],
    });

    const audit = await lastAudit("catalogue.category_parameters", id);
    expect(audit?.before).toMatchObject({ parameter_ids: [] });
    expect(audit?.after).toMatchObject({ slug: "beach-villa", parameter_ids: [parameter.body.data.id] });
    expect((await lastAudit("catalogue.parameter_create", parameter.body.data.id))?.after).toMatchObject({
      type: "dropdown",
      is_required: true,
    });
  });

  it("reorders a category's parameters as a whole list, and refuses an unknown one without writing", async () => {
    const [a, b] = await Promise.all(
      ["Garden area", "Pool depth"].map((name) =>
        write<TAdminParameter>("/parameters", { name, name_ar: `${name} ع`, type: "number" }),
      ),
    );
    const created = await write<TAdminCategoryDetail>("/categories", {
      name: "Chalet",
      name_ar: "شاليه",
      slug: "chalet-admin",
      classification: 4,
    });
    const id = created.body.data.id;
    const ids = [a!.body.data.id, b!.body.data.id];
    await write(`/categories/${id}/parameters`, { parameter_ids: ids });
    const reversed = await write<TAdminCategoryDetail>(`/categories/${id}/parameters`, {
      parameter_ids: [...ids].reverse(),
    });
    expect(reversed.body.data.parameters.map((p) => p.id)).toEqual([...ids].reverse());

    const refused = await write(
      `/categories/${id}/parameters`,
      { parameter_ids: [ids[0], 99_999_999] },
      "ar",
    );
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)["parameter_ids.1"]?.[0]).toMatch(arabicLetters);
    const detail = await read<TAdminCategoryDetail>(`/categories/${id}`);
    expect(detail.body.data.parameters.map((p) => p.id)).toEqual([...ids].reverse());
    expect(detail.body.data.parameter_count).toBe(2);
  });

  it("refuses bad input in Arabic at its field, writing nothing", async () => {
    const category = await write(
      "/categories",
      { name: "Loft", name_ar: " ", slug: "Loft Space!", classification: 7 },
      "ar",
    );
    expect(category.status).toBe(422);
    for (const field of ["name_ar", "slug", "classification"]) {
      expect(errorsOf(category.body)[field]?.[0], field).toMatch(arabicLetters);
    }
    expect(await t.database.db.select().from(categories).where(eq(categories.name, "Loft"))).toHaveLength(0);

    const noOptions = await write(
      "/parameters",
      { name: "Sunset side", name_ar: "جهة الغروب", type: "radiobutton" },
      "ar",
    );
    expect(noOptions.status).toBe(422);
    expect(errorsOf(noOptions.body).options?.[0]).toMatch(arabicLetters);
    const needless = await write(
      "/parameters",
      { name: "Notes", name_ar: "ملاحظات", type: "textarea", options: [{ value: "a", value_ar: "أ" }] },
      "ar",
    );
    expect(needless.status).toBe(422);
    expect(errorsOf(needless.body).options?.[0]).toMatch(arabicLetters);
    expect(
      await t.database.db.select().from(parameters).where(eq(parameters.name, "Sunset side")),
    ).toHaveLength(0);

    const city = await write(
      "/cities",
      {
        name: "Siwa",
        name_ar: "سيوة",
        state: "Matrouh",
        state_ar: "مطروح",
        country: "Egypt",
        country_ar: "مصر",
        country_code: "EGY",
        latitude: 91,
        longitude: 25.5,
      },
      "ar",
    );
    expect(city.status).toBe(422);
    expect(errorsOf(city.body).country_code?.[0]).toMatch(arabicLetters);
    expect(errorsOf(city.body).latitude?.[0]).toMatch(arabicLetters);
    expect(await t.database.db.select().from(cities).where(eq(cities.name, "Siwa"))).toHaveLength(0);
  });

  it("answers 409 for a used slug, a category with listings, and a type change under answers", async () => {
    const [used] = await t.database.db.select().from(categories).limit(1);
    const taken = await write(
      "/categories",
      { name: "Copy", name_ar: "نسخة", slug: used!.slug, classification: 1 },
      "ar",
    );
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as { message: string }).message).toMatch(arabicLetters);

    const [withListings] = await t.database.db
      .select({ id: properties.categoryId })
      .from(properties)
      .limit(1);
    const refused = await remove(`/categories/${withListings!.id}`, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(arabicLetters);
    expect(
      await t.database.db.select().from(categories).where(eq(categories.id, withListings!.id)),
    ).toHaveLength(1);

    // Deactivating is what it offers instead: the category leaves the public list, and comes back.
    const off = await write<TAdminCategoryDetail>(`/categories/${withListings!.id}/deactivate`, {});
    expect(off.body.data.is_active).toBe(false);
    const hidden = await get<TCategory[]>(t.app, "/api/get_categories", { id: String(withListings!.id) });
    expect(hidden.body.data).toHaveLength(0);
    expect((await lastAudit("catalogue.category_deactivate", withListings!.id))?.before).toMatchObject({
      is_active: true,
    });
    await write(`/categories/${withListings!.id}/activate`, {});

    const [answered] = await t.database.db
      .select({ parameter: parameters })
      .from(propertyParameters)
      .innerJoin(parameters, eq(parameters.id, propertyParameters.parameterId))
      .where(sql`${parameters.type} in ('number', 'textbox')`)
      .limit(1);
    const p = answered!.parameter;
    const retyped = await write(
      `/parameters/${p.id}`,
      { name: p.name, name_ar: p.nameAr, type: "textarea" },
      "ar",
    );
    expect(retyped.status).toBe(409);
    expect(errorsOf(retyped.body).type?.[0]).toMatch(arabicLetters);
    // Renaming it is fine, and audited with both names.
    const renamed = await write<TAdminParameter>(`/parameters/${p.id}`, {
      name: `${p.name} (m²)`,
      name_ar: p.nameAr,
      type: p.type,
      options: p.options.length ? p.options : undefined,
    });
    expect(renamed.status).toBe(200);
    expect((await lastAudit("catalogue.parameter_update", p.id))?.before).toMatchObject({ name: p.name });
  });

  it("deletes an unused category, audited, and lists inactive ones with filters", async () => {
    const created = await write<TAdminCategoryDetail>("/categories", {
      name: "Houseboat",
      name_ar: "عوامة",
      slug: "houseboat",
      classification: 2,
      is_active: false,
    });
    const id = created.body.data.id;
    const inactive = await read<TAdminCategory[]>("/categories", { is_active: "0", classification: "2" });
    expect(inactive.body.data.map((c) => c.slug)).toContain("houseboat");
    expect(inactive.body.data.every((c) => !c.is_active && c.classification === 2)).toBe(true);
    const searched = await read<TAdminCategory[]>("/categories", { q: "عوامة" });
    expect(searched.body.data.map((c) => c.id)).toEqual([id]);

    expect((await remove(`/categories/${id}`)).status).toBe(200);
    expect((await read(`/categories/${id}`)).status).toBe(404);
    expect((await lastAudit("catalogue.category_delete", id))?.before).toMatchObject({ slug: "houseboat" });
  });

  it("takes a category picture by its content, refusing text named .png", async () => {
    const created = await write<TAdminCategoryDetail>("/categories", {
      name: "Studio",
      name_ar: "استوديو",
      slug: "studio-admin",
      classification: 1,
    });
    const id = created.body.data.id;
    const upload = async (file: Buffer) => {
      const body = multipart([{ name: "image", file, fileName: "cover.png", type: "image/png" }]);
      const response = await t.app.inject({
        method: "POST",
        url: `${base}/categories/${id}/image`,
        headers: { ...admin, ...body.headers, "accept-language": "ar" },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json() as { data: TAdminCategoryDetail } };
    };
    const fake = await upload(Buffer.from("not really a picture"));
    expect(fake.status).toBe(422);
    expect(errorsOf(fake.body).image?.[0]).toMatch(arabicLetters);
    const real = await upload(await photo(400, 300));
    expect(real.status).toBe(200);
    expect(real.body.data.image).toMatch(/\.webp$/);
    const served = await get<TCategory[]>(t.app, "/api/get_categories", { id: String(id) });
    expect(served.body.data[0]?.image).toBe(real.body.data.image);
    expect((await lastAudit("catalogue.category_image", id))?.after).toMatchObject({
      image: expect.stringMatching(/^properties\/images\/.+\.webp$/),
    });
  });

  it("keeps facilities: create, rename, delete an unused one; 409 for one listings use", async () => {
    const created = await write<TAdminFacility>("/facilities", { name: "Tram stop", name_ar: "محطة ترام" });
    const id = created.body.data.id;
    const renamed = await write<TAdminFacility>(`/facilities/${id}`, {
      name: "Tram station",
      name_ar: "محطة الترام",
    });
    expect(renamed.body.data.name).toBe("Tram station");
    expect((await lastAudit("catalogue.facility_update", id))?.before).toMatchObject({ name: "Tram stop" });
    expect((await remove(`/facilities/${id}`)).status).toBe(200);
    expect(await t.database.db.select().from(facilities).where(eq(facilities.id, id))).toHaveLength(0);

    const [inUse] = await t.database.db
      .select({ id: propertyFacilities.facilityId })
      .from(propertyFacilities)
      .limit(1);
    const refused = await remove(`/facilities/${inUse!.id}`, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(arabicLetters);
  });

  it("keeps cities: paged search, create, a duplicate refused, deactivate audited", async () => {
    const siwa = {
      name: "Siwa",
      name_ar: "سيوة",
      state: "Matrouh",
      state_ar: "مطروح",
      country: "Egypt",
      country_ar: "مصر",
      country_code: "eg",
      latitude: 29.2,
      longitude: 25.52,
    };
    const created = await write<TAdminCity>("/cities", siwa);
    expect(created.status).toBe(200);
    expect(created.body.data.country_code).toBe("EG");
    expect((await write("/cities", siwa, "ar")).status).toBe(409);

    const found = await read<TAdminCity[]>("/cities", { q: "سيو", limit: "5" });
    expect(found.body.data.map((c) => c.name)).toContain("Siwa");
    const page = await read<TAdminCity[]>("/cities", { limit: "2" });
    expect(page.body.data).toHaveLength(2);
    expect((page.body as unknown as { total: number }).total).toBeGreaterThan(2);

    const off = await write<TAdminCity>(`/cities/${created.body.data.id}/deactivate`, {});
    expect(off.body.data.is_active).toBe(false);
    expect((await lastAudit("catalogue.city_deactivate", created.body.data.id))?.after).toMatchObject({
      is_active: false,
    });
  });
});
