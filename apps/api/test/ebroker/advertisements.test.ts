import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/accounts.js";
import { packages } from "../../src/db/schema/content.js";
import { properties } from "../../src/db/schema/properties.js";
import { unfeaturedPublicProperty } from "../featuring-helpers.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { ebrokerCall, ebrokerClientEnv, formFields } from "./ebroker-client.js";

/**
 * Featuring as the unmodified eBroker web client does it: `store_advertisement` posted as FormData (with the
 * leftovers of older forms), then `get-featured-data`. Failures are judged by the body, whatever the status.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ebrokerClientEnv);
});
afterAll(async () => t?.close());

async function memberWithListing(options: { package: string | null }) {
  const db = t.database.db;
  const [member] = await db
    .insert(users)
    .values({
      slug: `ebroker-featuring-${options.package ?? "none"}`,
      name: "eBroker Member",
      email: `ebroker-featuring-${options.package ?? "none"}@manzil.test`,
      verificationStatus: "success",
    })
    .returning({ id: users.id });
  const propertyId = await unfeaturedPublicProperty(db);
  await db.update(properties).set({ ownerId: member!.id }).where(eq(properties.id, propertyId));
  if (options.package) {
    const [held] = await db
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.name, options.package));
    await db.transaction((tx) =>
      t.app.services.packages.activatePurchased(tx, {
        userId: member!.id,
        packageId: held!.id,
        now: new Date(),
      }),
    );
  }
  return { token: await t.app.services.auth.issueToken(member!.id, "test"), propertyId };
}

describe("eBroker web: featuring a listing", () => {
  it("features the listing from FormData and lists it in get-featured-data", async () => {
    const { token, propertyId } = await memberWithListing({ package: "Free" });
    const stored = await ebrokerCall(t.app, {
      path: "store_advertisement",
      token,
      form: formFields({ feature_for: "property", property_id: propertyId, package_id: 1 }),
    });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      error: false,
      message: "Your listing is now featured.",
      data: { feature_for: "property", status: "approved", property: { id: propertyId } },
    });

    const listed = await ebrokerCall(t.app, {
      path: "get-featured-data",
      token,
      query: { offset: 0, limit: 10 },
    });
    expect(listed.body).toMatchObject({ error: false, total: 1 });
    expect((listed.body.data as { property: { id: number } }[])[0]!.property.id).toBe(propertyId);

    const again = await ebrokerCall(t.app, {
      path: "store_advertisement",
      token,
      form: formFields({ feature_for: "property", property_id: propertyId }),
    });
    expect(again.body).toMatchObject({ error: true });
    expect(again.body.message).toMatch(/already featured/);
  });

  it("tells a member without a package to subscribe, in the language the URL asks for", async () => {
    const { token, propertyId } = await memberWithListing({ package: null });
    const answer = await ebrokerCall(t.app, {
      path: "store_advertisement",
      token,
      // The language travels in the URL (ADR 036); the form's fields are the client's usual ones.
      query: { lang: "ar" },
      form: formFields({ feature_for: "property", property_id: propertyId }),
    });
    expect(answer.body).toMatchObject({ error: true, message: "أنت غير مشترك. يرجى الاشتراك أولًا." });
  });
});
