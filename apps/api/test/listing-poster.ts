import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { users } from "../src/db/schema/accounts.js";
import { categories, categoryParameters, parameters } from "../src/db/schema/catalogue.js";
import { packages } from "../src/db/schema/content.js";
import { post } from "./auth-helpers.js";
import { sendListingForm, type Part } from "./multipart.js";
import type { TestApp } from "./test-app.js";

/** Members made so far in this test file, over every poster (their slugs and e-mails must differ). */
let created = 0;

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export function photo(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: "#1f6f8b" } })
    .jpeg()
    .toBuffer();
}

/**
 * Members who may post listings (completed profile, free package) and the text fields of a valid sale listing
 * in the first active category of `classification` (1, sale, unless told), every parameter of its form filled in.
 */
export async function listingPoster(t: TestApp, options: { classification?: number } = {}) {
  const db = t.database.db;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.classification, options.classification ?? 1), eq(categories.isActive, true)))
    .orderBy(asc(categories.id))
    .limit(1);
  const onForm = await db
    .select({ id: parameters.id, type: parameters.type, options: parameters.options })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(and(eq(categoryParameters.categoryId, category!.id), eq(parameters.isActive, true)))
    .orderBy(asc(categoryParameters.position));
  const [free] = await db.select({ id: packages.id }).from(packages).where(eq(packages.name, "Free"));

  const fields: Part[] = [
    { name: "category_id", value: String(category!.id) },
    { name: "property_type", value: "0" },
    { name: "title", value: "Garden Villa in Sheikh Zayed" },
    { name: "description", value: "Four bedrooms and a private garden." },
    { name: "address", value: "7 Street 12, Sheikh Zayed" },
    { name: "city", value: "Giza" },
    { name: "state", value: "Giza" },
    { name: "country", value: "Egypt" },
    { name: "latitude", value: "30.04" },
    { name: "longitude", value: "30.98" },
    { name: "price", value: "9500000" },
    ...onForm
      .filter((p) => p.type !== "file")
      .flatMap((p, i): Part[] => [
        { name: `parameters[${i}][parameter_id]`, value: String(p.id) },
        {
          name: `parameters[${i}][value]`,
          value:
            p.type === "number"
              ? "3"
              : ["textbox", "textarea"].includes(p.type)
                ? "Garden"
                : p.options[0]!.value,
        },
      ]),
  ];

  /** A member with a completed profile and the free package. */
  async function readyMember() {
    created += 1;
    const n = created;
    const [row] = await db
      .insert(users)
      .values({ slug: `paper-owner-${n}`, name: `Paper Owner ${n}`, email: `paper-owner${n}@example.com` })
      .returning({ id: users.id });
    const authorization = `Bearer ${await t.app.services.auth.issueToken(row!.id, "test")}`;
    const headers = { headers: { authorization } };
    const mobile = `+2011${String(7770000 + n).padStart(8, "0")}`;
    if ((await post(t.app, "/api/update_profile", { mobile }, headers)).status !== 200) {
      throw new Error("the profile could not be completed");
    }
    if ((await post(t.app, "/api/assign_package", { package_id: free!.id }, headers)).status !== 200) {
      throw new Error("the free package could not be assigned");
    }
    return { id: row!.id, authorization };
  }

  const send = (url: string, parts: Part[], authorization: string, headers: Record<string, string> = {}) =>
    sendListingForm(t.app, { url, parts, authorization, headers });

  /** `delete_property` as `authorization`; the HTTP status. */
  async function remove(propertyId: number, authorization: string): Promise<number> {
    const reply = await post(
      t.app,
      "/api/delete_property",
      { property_id: propertyId },
      { headers: { authorization } },
    );
    return reply.status;
  }

  return { categoryId: category!.id, fields, readyMember, send, remove };
}
