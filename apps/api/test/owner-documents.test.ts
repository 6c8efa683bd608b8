import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOwnerDocument, TOwnListing } from "@manzil/domain/contracts";
import { properties } from "../src/db/schema/properties.js";
import { inquiries } from "../src/db/schema/leads.js";
import { propertyOwnerDocuments } from "../src/db/schema/owner-documents.js";
import { createPrivateLinkSigner } from "../src/storage/private-link-signature.js";
import { post } from "./auth-helpers.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";
import { listingPoster, PDF, photo } from "./listing-poster.js";
import type { Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let poster: Awaited<ReturnType<typeof listingPoster>>;

beforeAll(async () => {
  t = await createTestApp();
  poster = await listingPoster(t);
});
afterAll(async () => t.close());

const privateFiles = async () =>
  (await readdir(join(t.dataDir, "private", "owner-documents")).catch(() => [] as string[])).sort();
const publicFiles = async () =>
  (await readdir(join(t.dataDir, "uploads"), { recursive: true }).catch(() => [] as string[])).sort();

/** The path and query of a signed link, for inject. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const fetchLink = (url: string) => t.app.inject({ method: "GET", url: local(url) });

async function ownListings(authorization: string) {
  const { body } = await getJson<TOwnListing[]>(t.app, "/api/get-added-properties", { authorization });
  return body.data;
}

describe("owners' identity and ownership papers on local disk", () => {
  let owner: { id: number; authorization: string };
  let listing: TOwnListing;
  let identity: TOwnerDocument;
  const scan = photo(300, 200);

  it("stores a PDF and an image posted with the listing privately, and lists them for the owner", async () => {
    owner = await poster.readyMember();
    const { status, body } = await poster.send(
      "/api/post_property",
      [
        ...poster.fields,
        { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
        { name: "identity_proof", file: PDF, fileName: "passport.pdf", type: "application/pdf" },
        { name: "utilities_bills", file: await scan, fileName: "bill.png", type: "image/png" },
      ],
      owner.authorization,
    );
    expect(status).toBe(200);
    expect(body.data.owner_documents.map((paper) => paper.kind).sort()).toEqual([
      "identity_proof",
      "utilities_bills",
    ]);

    const [mine] = await ownListings(owner.authorization);
    listing = mine!;
    expect(listing.id).toBe(body.data.id);
    identity = listing.owner_documents.find((paper) => paper.kind === "identity_proof")!;
    expect(identity).toMatchObject({ content_type: "application/pdf", size: PDF.length });
    expect(identity.url).toMatch(
      /^http:\/\/manzil\.test\/api\/private-files\/owner-documents\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]+$/,
    );
    // The image is kept as sent, its type decided by its content (JPEG), not by the name or type claimed (PNG).
    expect(listing.owner_documents.find((paper) => paper.kind === "utilities_bills")).toMatchObject({
      content_type: "image/jpeg",
      size: (await scan).length,
    });
    expect(await privateFiles()).toHaveLength(2);
  });

  it("serves the same bytes through the signed link, never cached, as a download", async () => {
    const response = await fetchLink(identity.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["content-disposition"]).toBe("attachment");
    expect(response.headers["content-type"]).toBe("application/pdf");
  });

  it("refuses a tampered or expired link with 403, in the caller's language", async () => {
    const url = new URL(identity.url);
    const signature = url.searchParams.get("signature")!;
    const expires = Number(url.searchParams.get("expires"));
    const key = decodeURIComponent(url.pathname.replace("/api/private-files/", ""));
    const variants = [
      `${url.pathname}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `${url.pathname}?expires=${expires + 3600}&signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      `${url.pathname.replace(/\.pdf$/, ".png")}?expires=${expires}&signature=${signature}`,
    ];
    // A link signed with the server's own key, but already past its time.
    const past = Math.floor(Date.now() / 1000) - 1;
    variants.push(
      `${url.pathname}?expires=${past}&signature=${createPrivateLinkSigner(t.app.authSecret).sign(key, past)}`,
    );
    for (const variant of variants) {
      const response = await t.app.inject({
        method: "GET",
        url: variant,
        headers: { "accept-language": "ar" },
      });
      expect(response.statusCode, variant).toBe(403);
      expect(response.json().message).toMatch(arabicLetters);
      expect(response.rawPayload.includes(Buffer.from("%PDF"))).toBe(false);
    }
  });

  it("is not reachable as a public upload", async () => {
    const key = new URL(identity.url).pathname.replace("/api/private-files/", "");
    for (const path of [`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await publicFiles()).some((file) => file.includes("owner-documents"))).toBe(false);
  });

  it("is shown to nobody else: other members see neither the listing's papers nor a link", async () => {
    const other = await poster.readyMember();
    const theirs = await getJson(t.app, "/api/get-added-properties", { authorization: other.authorization });
    expect(JSON.stringify(theirs.body)).not.toContain("owner-documents");
    const asked = await getJson(t.app, `/api/get-owner-documents?property_id=${listing.id}`, {
      authorization: other.authorization,
    });
    expect(asked.status).toBe(404);
    const guest = await getJson(t.app, `/api/get-owner-documents?property_id=${listing.id}`);
    expect(guest.status).toBe(401);
  });

  it("lets an admin read them, with a link that works", async () => {
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const { status, body } = await getJson<TOwnerDocument[]>(
      t.app,
      `/api/get-owner-documents?property_id=${listing.id}`,
      { authorization: admin.authorization },
    );
    expect(status).toBe(200);
    const paper = body.data.find((item) => item.kind === "identity_proof")!;
    expect((await fetchLink(paper.url)).rawPayload.equals(PDF)).toBe(true);
  });

  it("leaves no trace of them in the public payloads of the approved listing", async () => {
    await t.database.db
      .update(properties)
      .set({ moderationStatus: "approved" })
      .where(eq(properties.id, listing.id));
    const traces = [
      "owner-documents",
      "owner_documents",
      "identity_proof",
      "utilities_bills",
      "private-files",
    ];
    const payloads = [
      await getJson(t.app, `/api/get_property?id=${listing.id}`),
      await getJson(t.app, `/api/get_property?slug_id=${listing.slug_id}`),
      await getJson(t.app, `/api/get-property-list?search=Garden%20Villa`),
    ];
    expect(payloads[0]!.status).toBe(200);
    expect(JSON.stringify(payloads[2]!.body.data)).toContain(`"id":${listing.id}`);
    for (const payload of payloads) {
      for (const trace of traces) expect(JSON.stringify(payload.body)).not.toContain(trace);
    }
  });

  it("refuses a text file as identity proof with 422 and stores nothing", async () => {
    const before = { privateFiles: await privateFiles(), publicFiles: await publicFiles() };
    const listingsBefore = await t.database.db.$count(properties);
    const { status, body } = await poster.send(
      "/api/post_property",
      [
        ...poster.fields,
        { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
        {
          name: "identity_proof",
          file: Buffer.from("I am the owner, trust me"),
          fileName: "id.pdf",
          type: "application/pdf",
        },
      ],
      owner.authorization,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(["identity_proof"]);
    expect(await t.database.db.$count(properties)).toBe(listingsBefore);
    expect(await privateFiles()).toEqual(before.privateFiles);
    expect(await publicFiles()).toEqual(before.publicFiles);
  });

  it("replaces a paper of the same kind on edit and removes the ones asked for", async () => {
    const oldIdentityFiles = await privateFiles();
    const newProof = Buffer.concat([PDF, Buffer.from("% second scan\n")]);
    const edit: Part[] = [
      { name: "id", value: String(listing.id) },
      { name: "identity_proof", file: newProof, fileName: "passport-2.pdf", type: "application/pdf" },
      { name: "remove_owner_documents[]", value: "utilities_bills" },
    ];
    const { status, body } = await poster.send("/api/update_post_property", edit, owner.authorization);
    expect(status).toBe(200);
    expect(body.data.owner_documents).toEqual([
      expect.objectContaining({ kind: "identity_proof", size: newProof.length }),
    ]);
    expect((await fetchLink(body.data.owner_documents[0]!.url)).rawPayload.equals(newProof)).toBe(true);
    // The replaced scan and the removed bill are gone from the disk; only the new scan is left.
    const now = await privateFiles();
    expect(now).toHaveLength(1);
    expect(oldIdentityFiles).not.toContain(now[0]);
    // An old link now finds nothing.
    expect((await fetchLink(identity.url)).statusCode).toBe(404);
  });

  it("removes the papers with the listing", async () => {
    expect(await poster.remove(listing.id, owner.authorization)).toBe(200);
    expect(await privateFiles()).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(propertyOwnerDocuments)
      .where(eq(propertyOwnerDocuments.propertyId, listing.id));
    expect(rows).toEqual([]);
  });
});

describe("deleting the owner's account", () => {
  it("erases the papers of their listings, rows and files, and the requests they sent", async () => {
    const owner = await poster.readyMember();
    const posted = await poster.send(
      "/api/post_property",
      [
        ...poster.fields,
        { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
        { name: "national_id_passport", file: PDF, fileName: "id.pdf", type: "application/pdf" },
      ],
      owner.authorization,
    );
    expect(posted.status).toBe(200);
    const before = await privateFiles();
    expect(before.length).toBeGreaterThan(0);
    const [publicListing] = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.moderationStatus, "approved"),
          eq(properties.isActive, true),
          eq(properties.listingType, "sell"),
        ),
      )
      .limit(1);
    const asked = await post(
      t.app,
      "/api/set_property_inquiry",
      {
        property_id: publicListing!.id,
        client_name: "Leaving Owner",
        client_number: "+201001112233",
        client_email: "leaving@example.com",
      },
      { headers: { authorization: owner.authorization } },
    );
    expect(asked.status).toBe(200);

    const deleted = await post(
      t.app,
      "/api/delete_user",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(deleted.status).toBe(200);
    const papers = await t.database.db
      .select()
      .from(propertyOwnerDocuments)
      .where(eq(propertyOwnerDocuments.propertyId, posted.body.data.id));
    expect(papers).toEqual([]);
    expect((await privateFiles()).length).toBeLessThan(before.length);
    const requests = await t.database.db.select().from(inquiries).where(eq(inquiries.userId, owner.id));
    expect(requests).toEqual([]);
  });
});
