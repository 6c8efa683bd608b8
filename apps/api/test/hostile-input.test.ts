import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { freshIp } from "./auth-helpers.js";
import { signInAs } from "./helpers.js";
import { malformedMultipart, manyFields, multipart, streamedFields } from "./multipart-payloads.js";
import { createTestApp } from "./test-app.js";

// Created while the tests are collected, so that the table of POST operations is read from the routes themselves.
const t = await createTestApp();
afterAll(async () => t.close());

/** Every registered `/api` path for one method, so a new operation joins the tables without being listed. */
function apiPathsFor(app: FastifyInstance, method: string): string[] {
  const tree = app.printRoutes({ method, commonPrefix: false });
  return [...tree.matchAll(/(\/api\/[^\s*]+) \(/g)].map((match) => match[1]!);
}

// Query strings a careless or hostile client could send. None may produce a 5xx.
const hostile = [
  "id=99999999999999999",
  "id=-1",
  "id=1.5",
  "category_id=2147483648",
  "userid=1e30",
  "offset=99999999999",
  "limit=0",
  "limit=1&limit=2",
  "min_price=1e30",
  "max_price=-5",
  "min_price=NaN",
  "latitude=91&longitude=0&radius=5",
  "latitude=abc&longitude=1&radius=1",
  "radius=1e9&latitude=1&longitude=1",
  "search=%25%25%5F%5C'%22;--",
  `search=${"x".repeat(5000)}`,
  "slug_id=%00",
  "property_type=banana",
  "property_classification=0",
  "posted_since=7",
  "sort_by=drop table",
  "check_in_date=2026-13-45",
  "lang=%F0%9F%98%80",
  "promoted=maybe",
  "parameter[1]=%00",
  "parameter_min[99999999999]=1",
  "parameter_min[3]=1e30&parameter_max[3]=-1",
  `${Array.from({ length: 30 }, (_, i) => `parameter[${i + 1}]=x`).join("&")}`,
  "facility_ids=1,abc,-3",
  `facility_ids=${Array.from({ length: 50 }, (_, i) => i + 1).join(",")}`,
  "bedrooms=-1&min_area=abc",
  "check_in_date=2027-01-05&check_out_date=2027-01-01",
  "source_property_id=1&target_property_id=abc",
  "property_id=0&slug_id=%00",
];

describe.each([
  "get_property",
  "get-property-list",
  "homepage-data",
  "get_categories",
  "get_languages",
  "web-settings",
  "get_nearby_properties",
  "get-all-similar-properties",
  "compare-properties",
])("GET /api/%s with hostile input", (path) => {
  it.each(hostile)("answers %s without a server error", async (query) => {
    const response = await t.app.inject({ method: "GET", url: `/api/${path}?${query}` });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    const body = response.json();
    expect(typeof body.error).toBe("boolean");
    if (response.statusCode >= 400) expect(body.error).toBe(true);
  });
});

// The signed-in reads of owners and admins, asked by an admin so that every branch is reachable.
const signedInHostile = [
  ...hostile,
  "type=%00",
  "type=hotel",
  "request_status=%00",
  "request_status=pending,approved,rejected,x",
  "sort=%00",
  "status=9",
  "status=%00",
  "property_id=abc",
  "property_id=99999999999",
];

describe.each([
  "get-added-properties",
  "get-added-projects",
  "get_property_inquiry",
  "admin/moderation-queue",
  "get-owner-documents",
  "get_interested_users",
])("GET /api/%s with hostile input, signed in", (path) => {
  it.each(signedInHostile)("answers %s without a server error", async (query) => {
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/${path}?${query}`,
      headers: { authorization: admin.authorization },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.json().error).toBe(response.statusCode >= 400);
  });
});

// Bodies a careless or hostile client could post to the owners' and admins' writes. None may produce a 5xx.
const hostileBodies: unknown[] = [
  {},
  { id: "1e30", request_status: "approved" },
  { id: -1, request_status: "rejected", reject_reason: "x" },
  { id: "\u0000", request_status: "approved" },
  { id: 1, request_status: ["approved"] },
  { id: 1, request_status: "rejected", reject_reason: "x".repeat(5000) },
  { id: 1, request_status: "rejected", reject_reason: { nested: true } },
  { inquiry_id: "abc", status: "accepted" },
  { inquiry_id: 99999999999, status: 7 },
  { inquiry_id: 1, status: "\u0000" },
  { inquiry_id: [1, 2] },
  [1, 2, 3],
  "plain text",
  null,
];

describe.each([
  "admin/moderate-property",
  "admin/moderate-project",
  "update_inquiry_status",
  "delete_inquiry",
])("POST /api/%s with hostile bodies", (path) => {
  it.each(hostileBodies.map((body) => [JSON.stringify(body)?.slice(0, 60) ?? "undefined", body]))(
    "answers %s without a server error",
    async (_label, body) => {
      const admin = await signInAs(t.app, t.database.db, { role: "admin" });
      const response = await t.app.inject({
        method: "POST",
        url: `/api/${path}`,
        payload: JSON.stringify(body),
        headers: { authorization: admin.authorization, "content-type": "application/json" },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      expect(response.json().error).toBe(response.statusCode >= 400);
    },
  );
});

// Every POST operation, signed in as an admin so that protected routes parse their bodies too; each request comes
// from a new address so that rate limits do not answer in the parser's place.
const postPaths = apiPathsFor(t.app, "POST");
const admin = await signInAs(t.app, t.database.db, { role: "admin" });
const nulMessage = "Contains a null character (NUL), which is not allowed";
const textFields = { id: "1", title: "Villa\u0000", message: "Hello" };

type HostileBody = {
  label: string;
  contentType: string;
  payload: string | NodeJS.ReadableStream;
  nulField?: string;
};

function hostilePostBodies(): HostileBody[] {
  const parts = Object.entries(textFields).map(([name, value]) => ({ name, value }));
  const streamed = streamedFields(3000, 1);
  return [
    ...malformedMultipart(parts.map((part) => ({ ...part, value: part.value.replace("\u0000", "") }))).map(
      (variant) => ({ ...variant, label: `malformed multipart: ${variant.label}` }),
    ),
    {
      label: "NUL in JSON",
      contentType: "application/json",
      payload: JSON.stringify(textFields),
      nulField: "title",
    },
    {
      label: "NUL in a urlencoded form",
      contentType: "application/x-www-form-urlencoded",
      payload: new URLSearchParams(textFields).toString(),
      nulField: "title",
    },
    { label: "NUL in a multipart field", ...multipart(parts), nulField: "title" },
    {
      label: "NUL in a JSON key",
      contentType: "application/json",
      payload: JSON.stringify({ "ti\u0000tle": "Villa" }),
      nulField: "title",
    },
    { label: "5,000 multipart fields", ...manyFields(5000, 8) },
    {
      label: "3,000 streamed fields without Content-Length",
      contentType: streamed.contentType,
      payload: streamed.stream,
    },
  ];
}

it("finds every POST operation among the registered routes", () => {
  expect(postPaths).toHaveLength(new Set(postPaths).size);
  expect(postPaths).toEqual(
    expect.arrayContaining([
      "/api/contct_us",
      "/api/post_property",
      "/api/update_profile",
      "/api/user_signup",
    ]),
  );
  expect(postPaths.length).toBeGreaterThanOrEqual(28);
});

describe.each(postPaths)("POST %s with hostile bodies", (path) => {
  it.each(hostilePostBodies().map((body) => [body.label, body]))(
    "answers %s with a 4xx envelope",
    async (_label, body) => {
      const response = await t.app.inject({
        method: "POST",
        url: path,
        headers: { authorization: admin.authorization, "content-type": body.contentType },
        payload: body.payload,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      const envelope = response.json();
      expect(envelope).toMatchObject({ error: true, code: expect.any(String), message: expect.any(String) });
      // Gateways' webhooks read raw signed bytes, not fields: any hostile body fails the signature check (4xx).
      if (body.nulField && !path.startsWith("/api/webhooks/")) {
        expect(response.statusCode).toBe(422);
        expect(envelope.errors[body.nulField]).toEqual([nulMessage]);
      }
    },
  );
});
