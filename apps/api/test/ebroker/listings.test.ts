import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/accounts.js";
import { categories, categoryParameters, facilities, parameters } from "../../src/db/schema/catalogue.js";
import { sliders } from "../../src/db/schema/content.js";
import { properties } from "../../src/db/schema/properties.js";
import { hotelAddonFields, hotelRoomTypes } from "../../src/db/schema/stays-catalogue.js";
import { listingPoster, photo } from "../listing-poster.js";
import type { Part } from "../multipart.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { EBROKER_WEB_ORIGIN, ebrokerCall, ebrokerClientEnv, formFields } from "./ebroker-client.js";

/**
 * Issue 12, items 8, 11, 12 and 13: listings as the unmodified eBroker web client posts, edits, finds and counts
 * them. Failures are judged by the body (`error`, `message`), whatever the HTTP status.
 */
let t: TestApp;
let poster: Awaited<ReturnType<typeof listingPoster>>;
let owner: { id: number; token: string };
let form: {
  categoryId: number;
  checkbox: { id: number; option: string };
  others: { id: number; type: string; option: string | undefined }[];
  facilityId: number;
};

const tokenOf = (authorization: string) => authorization.replace(/^Bearer /, "");

beforeAll(async () => {
  t = await createTestApp(ebrokerClientEnv);
  poster = await listingPoster(t);
  const member = await poster.readyMember();
  owner = { id: member.id, token: tokenOf(member.authorization) };
  const db = t.database.db;
  // A sale category whose form has a checkbox: the parameter eBroker sends as a JSON object.
  const rows = await db
    .select({
      categoryId: categories.id,
      id: parameters.id,
      type: parameters.type,
      options: parameters.options,
    })
    .from(categoryParameters)
    .innerJoin(categories, eq(categories.id, categoryParameters.categoryId))
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(
      and(eq(categories.classification, 1), eq(categories.isActive, true), eq(parameters.isActive, true)),
    )
    .orderBy(asc(categories.id), asc(categoryParameters.position));
  const withCheckbox = rows.find((row) => row.type === "checkbox");
  if (!withCheckbox) throw new Error("the seed has no sale category with a checkbox parameter");
  const onForm = rows.filter((row) => row.categoryId === withCheckbox.categoryId);
  const [facility] = await db.select({ id: facilities.id }).from(facilities).limit(1);
  form = {
    categoryId: withCheckbox.categoryId,
    checkbox: { id: withCheckbox.id, option: withCheckbox.options[0]!.value },
    others: onForm
      .filter((row) => row.type !== "checkbox" && row.type !== "file")
      .map((row) => ({ id: row.id, type: row.type, option: row.options[0]?.value })),
    facilityId: facility!.id,
  };
});

afterAll(async () => {
  await t?.close();
});

/** The client's `parameters[i][…]`: every value through `JSON.stringify`, the checkbox as an index-keyed object. */
function clientParameters(checkbox: string): Part[] {
  const values = form.others.map((p) => ({
    id: p.id,
    value: JSON.stringify(p.type === "number" ? "3" : (p.option ?? "Garden")),
  }));
  values.push({ id: form.checkbox.id, value: checkbox });
  return values.flatMap((p, i) => [
    { name: `parameters[${i}][parameter_id]`, value: String(p.id) },
    { name: `parameters[${i}][value]`, value: p.value },
  ]);
}

async function titleImage(): Promise<Part> {
  return { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" };
}

/** `postProperty` of eBroker web 1.2.x: fields appended only when truthy, the user id it knows, no rent duration. */
async function postAsClient(extra: Record<string, string> = {}) {
  return ebrokerCall(t.app, {
    path: "post_property",
    token: owner.token,
    form: [
      ...formFields({
        userid: owner.id,
        title: "Garden Villa in Sheikh Zayed",
        description: "Four bedrooms, a private garden and a pool, ten minutes from the Mall of Arabia.",
        city: "Giza",
        state: "Giza",
        country: "Egypt",
        latitude: "30.04",
        longitude: "30.98",
        address: "7 Street 12, Sheikh Zayed",
        price: "9500000",
        category_id: form.categoryId,
        property_type: "0",
        meta_title: "Garden villa",
        meta_keywords: "villa, garden",
        client_address: "Cairo",
        ...extra,
      }),
      ...clientParameters(JSON.stringify({ 0: form.checkbox.option })),
      { name: "facilities[0][facility_id]", value: String(form.facilityId) },
      { name: "facilities[0][distance]", value: "1.5" },
      await titleImage(),
    ],
  });
}

async function ownListing(slug: string) {
  const answer = await ebrokerCall(t.app, {
    path: "get-added-properties",
    token: owner.token,
    query: { slug_id: slug, is_promoted: "", offset: 0, limit: 1 },
  });
  expect(answer.body.error).toBe(false);
  return (answer.body.data as Record<string, unknown>[])[0]!;
}

describe("post_property and update_post_property as the eBroker web client sends them (item 8)", () => {
  it("posts with JSON-encoded parameters and a short meta description, answering the warning envelope", async () => {
    const { status, body } = await postAsClient({ meta_description: "A villa with a garden." });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, warning: true });
    expect(typeof body.message).toBe("string");
    expect(body.warnings).toEqual({
      meta_description: ["Meta description should be between 50 and 160 characters"],
    });
    const data = body.data as { slug_id: string; meta_description: string };
    expect(data.meta_description).toBe("A villa with a garden.");

    // The edit form JSON.parses each value: a checkbox must come back as an array of its options.
    const listing = await ownListing(data.slug_id);
    const parameters = listing.parameters as { id: number; value: string }[];
    const checkbox = parameters.find((p) => p.id === form.checkbox.id)!;
    expect(JSON.parse(checkbox.value)).toEqual([form.checkbox.option]);
    expect(listing.assign_facilities).toEqual([
      expect.objectContaining({ facility_id: form.facilityId, distance: 1.5 }),
    ]);
  });

  it("posts without a meta description and without warnings when everything is in range", async () => {
    const { body } = await postAsClient({ title: "Quiet flat" });
    expect(body.error).toBe(false);
    expect(body.warning).toBeUndefined();
    expect((body.data as { meta_description: string }).meta_description).toBe("");
  });

  it("saves the edit form as sent: arrays of checkbox options, kept pictures as text, no-id removals", async () => {
    const posted = await postAsClient({ title: "Villa to edit" });
    const data = posted.body.data as { id: number; slug_id: string; title_image: string };
    const listing = await ownListing(data.slug_id);
    const shown = (listing.parameters as { id: number; value: string }[]).find(
      (p) => p.id === form.checkbox.id,
    )!;
    // What the form does: fetch() the title picture and send it back as a "jpg" File.
    const picture = await t.app.inject({
      method: "GET",
      url: new URL(data.title_image).pathname,
      headers: { origin: EBROKER_WEB_ORIGIN },
    });
    expect(picture.statusCode).toBe(200);
    const { status, body } = await ebrokerCall(t.app, {
      path: "update_post_property",
      token: owner.token,
      form: [
        ...formFields({
          action_type: "0",
          id: data.id,
          title: "Villa to edit, renovated",
          description: "Renovated in 2024: new kitchen, new floors and the same garden.",
          city: "Giza",
          state: "Giza",
          country: "Egypt",
          latitude: "30.04",
          longitude: "30.98",
          address: "7 Street 12, Sheikh Zayed",
          price: "9900000",
          category_id: form.categoryId,
          property_type: "0",
          is_premium: "false",
          slug_id: data.slug_id,
          meta_title: "Renovated garden villa",
          meta_description: "Short again",
          meta_keywords: "villa",
          meta_image: "",
          client_address: "Cairo",
          remove_three_d_image: "1",
        }),
        ...clientParameters(JSON.stringify(JSON.parse(shown.value))),
        { name: "facilities[0][facility_id]", value: String(form.facilityId) },
        { name: "facilities[0][distance]", value: "2" },
        {
          name: "title_image",
          file: picture.rawPayload,
          fileName: "title_image.jpg",
          type: "image/jpeg",
        },
        { name: "gallery_images[0]", value: "[object Object]" },
        { name: "remove_gallery_images[0]", value: "undefined" },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ error: false, warning: true });
    const edited = body.data as { title: string; price: number; parameters: { id: number; value: string }[] };
    expect(edited.title).toBe("Villa to edit, renovated");
    expect(edited.price).toBe(9_900_000);
    const checkbox = edited.parameters.find((p) => p.id === form.checkbox.id)!;
    expect(JSON.parse(checkbox.value)).toEqual([form.checkbox.option]);
  });

  it("still refuses what is wrong, in the body: an option the checkbox does not offer", async () => {
    const { body } = await ebrokerCall(t.app, {
      path: "post_property",
      token: owner.token,
      form: [
        ...formFields({
          title: "Wrong option",
          description: "A flat.",
          city: "Giza",
          state: "Giza",
          country: "Egypt",
          latitude: "30.04",
          longitude: "30.98",
          address: "Street 1",
          price: "100",
          category_id: form.categoryId,
          property_type: "0",
        }),
        ...clientParameters(JSON.stringify({ 0: "Not an option" })),
        await titleImage(),
      ],
    });
    expect(body.error).toBe(true);
    expect(typeof body.message).toBe("string");
  });
});

describe("a listing page's search description (item 8)", () => {
  it("is derived from the description when the owner wrote none", async () => {
    const [row] = await t.database.db
      .update(properties)
      .set({ metaDescription: null })
      .where(
        sql`${properties.id} = (select id from properties where moderation_status = 'approved' and is_active
          and listing_type in ('sell', 'rent') and not is_premium order by id limit 1)`,
      )
      .returning({ id: properties.id, description: properties.description });
    const { body } = await ebrokerCall(t.app, { path: "get_property", query: { id: row!.id } });
    const detail = (body.data as { meta_description: string }[])[0]!;
    const firstWords = row!.description.replace(/\s+/g, " ").trim().split(" ").slice(0, 4).join(" ");
    expect(detail.meta_description.startsWith(firstWords)).toBe(true);
    expect(detail.meta_description.length).toBeGreaterThan(0);
    expect(detail.meta_description.length).toBeLessThanOrEqual(160);
  });
});

describe("/uploads for the client's fetch() (item 11)", () => {
  /** A picture in the app's public uploads, as a posted listing's would be. */
  async function storedPicture(app: TestApp): Promise<string> {
    await mkdir(join(app.dataDir, "uploads", "listings"), { recursive: true });
    await writeFile(join(app.dataDir, "uploads", "listings", "front.webp"), await photo(40, 30));
    return "/uploads/listings/front.webp";
  }

  it("allows the configured client origin, and only that one", async () => {
    const url = await storedPicture(t);
    const allowed = await t.app.inject({ method: "GET", url, headers: { origin: EBROKER_WEB_ORIGIN } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["access-control-allow-origin"]).toBe(EBROKER_WEB_ORIGIN);
    expect(String(allowed.headers.vary)).toMatch(/origin/i);
    const stranger = await t.app.inject({ method: "GET", url, headers: { origin: "http://evil.test" } });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows any page when CORS_ORIGINS is *", async () => {
    const open = await createTestApp({ CORS_ORIGINS: "*" });
    try {
      const reply = await open.app.inject({
        method: "GET",
        url: await storedPicture(open),
        headers: { origin: "http://any-site.test" },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers["access-control-allow-origin"]).toBe("*");
    } finally {
      await open.close();
    }
  });
});

describe("get_nearby_properties (item 12)", () => {
  it("answers the client's empty call: city=&state=&type=", async () => {
    const { status, body } = await ebrokerCall(t.app, {
      path: "get_nearby_properties",
      query: { city: "", state: "", type: "" },
    });
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(Array.isArray(body.data)).toBe(true);
    expect((body.data as unknown[]).length).toBeGreaterThan(0);
    expect(typeof body.total).toBe("number");
  });

  it("lists the public listings of a city and state of one type, as the database counts them", async () => {
    const result = (await t.database.db.execute(sql`
      select city, state, count(*)::int as total from properties
      where moderation_status = 'approved' and is_active and listing_type = 'sell'
      group by city, state order by count(*) desc, city limit 1`)) as unknown as {
      rows: { city: string; state: string; total: number }[];
    };
    const busiest = result.rows[0];
    const { body } = await ebrokerCall(t.app, {
      path: "get_nearby_properties",
      query: { city: busiest!.city.toUpperCase(), state: busiest!.state, type: "0", limit: 100 },
    });
    expect(body.error).toBe(false);
    expect(body.total).toBe(busiest!.total);
    for (const item of body.data as { city: string; property_type: string }[]) {
      expect(item.city.toLowerCase()).toBe(busiest!.city.toLowerCase());
      expect(item.property_type).toBe("sell");
    }
  });

  it("refuses half a point, in the body", async () => {
    const { body } = await ebrokerCall(t.app, {
      path: "get_nearby_properties",
      query: { latitude: "30.04", longitude: "", city: "" },
    });
    expect(body.error).toBe(true);
    expect(typeof body.message).toBe("string");
  });
});

describe("calls Manzil lacked (item 13)", () => {
  async function publicListing() {
    const [row] = await t.database.db
      .select({ id: properties.id, slug: properties.slug, views: properties.viewCount })
      .from(properties)
      .where(
        sql`${properties.moderationStatus} = 'approved' and ${properties.isActive} and ${properties.listingType} in ('sell', 'rent') and ${properties.ownerId} <> ${owner.id}`,
      )
      .orderBy(asc(properties.id))
      .limit(1);
    return row!;
  }

  it("set_property_total_click counts a guest's visit once a day, by either slug field", async () => {
    const listing = await publicListing();
    const first = await ebrokerCall(t.app, {
      path: "set_property_total_click",
      form: formFields({ project_slug_id: "", property_slug_id: listing.slug }),
      headers: { "user-agent": "Mozilla/5.0 (eBroker web test)" },
    });
    expect(first.status).toBe(200);
    expect(first.body.error).toBe(false);
    expect(first.body.data).toEqual({ id: listing.id, total_click: listing.views + 1 });
    const again = await ebrokerCall(t.app, {
      path: "set_property_total_click",
      form: formFields({ slug_id: listing.slug }),
      headers: { "user-agent": "Mozilla/5.0 (eBroker web test)" },
    });
    expect(again.body.data).toEqual({ id: listing.id, total_click: listing.views + 1 });
    const [stored] = await t.database.db
      .select({ views: properties.viewCount })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(stored!.views).toBe(listing.views + 1);
  });

  it("set_property_total_click on an unknown listing fails in the body", async () => {
    const { body } = await ebrokerCall(t.app, {
      path: "set_property_total_click",
      form: formFields({ project_slug_id: "", property_slug_id: "no-such-listing" }),
    });
    expect(body.error).toBe(true);
    expect(typeof body.message).toBe("string");
  });

  it("get_slider gives every slider item in order with its pictures", async () => {
    const { status, body } = await ebrokerCall(t.app, { path: "get_slider" });
    expect(status).toBe(200);
    const stored = await t.database.db
      .select({ id: sliders.id })
      .from(sliders)
      .orderBy(asc(sliders.sequence), asc(sliders.id));
    const items = body.data as { id: number; image: string; web_image: string }[];
    expect(items.map((item) => item.id)).toEqual(stored.map((row) => row.id));
    expect(body.total).toBe(stored.length);
    for (const item of items) expect(item.web_image || item.image).toMatch(/^https?:\/\//);
  });

  it("get_limits says a member with a package may post, and one without gets the text the client matches", async () => {
    const fresh = await poster.readyMember();
    const allowed = await ebrokerCall(t.app, {
      path: "get_limits",
      token: tokenOf(fresh.authorization),
      query: { package_type: "property" },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ error: false, package: true });
    const stranger = await t.app.services.auth.issueToken(await bareMember(), "test");
    const refused = await ebrokerCall(t.app, {
      path: "get_limits",
      token: stranger,
      query: { package_type: "property" },
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      error: false,
      package: false,
      message: "Please Subscribe for Post Property",
    });
  });

  it("get_system_settings is absent and leaks nothing", async () => {
    const answer = await ebrokerCall(t.app, { method: "POST", path: "get_system_settings", form: [] });
    expect(answer.body.error).toBe(true);
    expect(answer.body.data ?? null).toBeNull();
    const text = JSON.stringify(answer.body).toLowerCase();
    for (const secret of ["secret", "twilio", "razor", "paystack", "smtp", "firebase", "api_key"]) {
      expect(text).not.toContain(secret);
    }
  });
});

/** A member with no package at all. */
async function bareMember(): Promise<number> {
  const [row] = await t.database.db
    .insert(users)
    .values({ slug: "no-package-member", name: "No Package", email: "no-package@example.com" })
    .returning({ id: users.id });
  return row!.id;
}

describe("a hotel as eBroker clients post it: hotel_rooms, addons_packages and certificates (issue 14)", () => {
  async function hotelForm(roomPrice: string): Promise<{ token: string; form: Part[] }> {
    const hotels = await listingPoster(t, { classification: 5 });
    const member = await hotels.readyMember();
    const db = t.database.db;
    const types = await db
      .select({ id: hotelRoomTypes.id, name: hotelRoomTypes.name })
      .from(hotelRoomTypes)
      .orderBy(asc(hotelRoomTypes.id));
    const single = types.find((row) => row.name === "Single");
    const double = types.find((row) => row.name === "Double");
    const [breakfast] = await db
      .select({ id: hotelAddonFields.id })
      .from(hotelAddonFields)
      .where(eq(hotelAddonFields.name, "Breakfast"));
    return {
      token: tokenOf(member.authorization),
      form: [
        ...hotels.fields.filter((part) => part.name !== "price" && part.name !== "property_type"),
        ...formFields({ property_type: "1", rentduration: "daily", userid: member.id }),
        ...formFields({
          "hotel_rooms[0][room_type_id]": single!.id,
          "hotel_rooms[0][price_per_night]": roomPrice,
          "hotel_rooms[0][available_rooms]": "2",
          "hotel_rooms[0][available_dates]": "[]",
          "hotel_rooms[1][room_type_id]": double!.id,
          "hotel_rooms[1][price_per_night]": "900",
          "hotel_rooms[1][discount_percentage]": "",
          "addons_packages[0][name]": "Breakfast",
          "addons_packages[0][price]": "50",
          "addons_packages[0][addon_values][0][hotel_addon_field_id]": breakfast!.id,
          "addons_packages[0][addon_values][0][value]": "Continental breakfast",
          "addons_packages[0][addon_values][0][static_price]": "250",
          "certificates[0][title]": "Classification certificate",
        }),
        { name: "certificates[0][file]", file: await photo(400, 300), fileName: "c.jpg", type: "image/jpeg" },
        await titleImage(),
      ],
    };
  }

  it("posts the rooms, package and certificate in one request and answers them in the details", async () => {
    const { token, form } = await hotelForm("1200");
    const { body } = await ebrokerCall(t.app, { path: "post_property", token, form });
    expect(body.error, JSON.stringify(body)).toBe(false);
    const data = body.data as {
      price: number;
      hotel_rooms: { room_type: { name: string }; price_per_night: number; available_dates: unknown[] }[];
      addons_packages: { total_price: number }[];
      certificates: { title: string; file: string }[];
    };
    expect(data.price).toBe(900);
    expect(data.hotel_rooms.map((room) => [room.room_type.name, room.price_per_night])).toEqual([
      ["Single", 1200],
      ["Double", 900],
    ]);
    expect(data.hotel_rooms[0]!.available_dates).toHaveLength(1);
    expect(data.addons_packages[0]!.total_price).toBe(300);
    expect(data.certificates[0]).toMatchObject({ title: "Classification certificate" });
    expect(data.certificates[0]!.file).toMatch(/^http/);
  });

  it("refuses a room over 10,000 a night with spec §5's message", async () => {
    const { token, form } = await hotelForm("10001");
    const { body } = await ebrokerCall(t.app, { path: "post_property", token, form });
    expect(body.error).toBe(true);
    expect(JSON.stringify(body)).toContain("Price is too high (max 10,000)");
  });
});
