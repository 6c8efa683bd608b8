import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { favourites } from "../src/db/schema/properties.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Agent = {
  id: number;
  name: string;
  slug_id: string;
  is_verified: boolean;
  property_count: number;
  projects_count: number;
  total_count: number;
};
type Card = { id: number; title: string; title_ar: string; is_favourite: boolean };
type AgentProperties = {
  customer_data: Agent & {
    about_me: string;
    contact: { email: string; mobile: string; whatsapp: string } | null;
  };
  properties_data: Card[];
  projects_data: { id: number; title: string }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function allAgents() {
  const { body } = await getJson<Agent[]>(t.app, "/api/agent-list?limit=100");
  return body;
}

describe("GET /api/agent-list", () => {
  it("answers ten agents when limit is missing (the reference answered none)", async () => {
    const all = await allAgents();
    const { status, body } = await getJson<Agent[]>(t.app, "/api/agent-list");
    expect(status).toBe(200);
    expect(body.data.length).toBe(Math.min(10, all.total!));
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.total).toBe(all.total);
  });

  it("answers exactly `limit` agents, and pages join up", async () => {
    const all = await allAgents();
    expect(all.total).toBe(all.data.length);
    const first = await getJson<Agent[]>(t.app, "/api/agent-list?limit=2");
    const second = await getJson<Agent[]>(t.app, "/api/agent-list?limit=2&offset=2");
    expect(first.body.data).toHaveLength(Math.min(2, all.total!));
    expect([...first.body.data, ...second.body.data].map((a) => a.id)).toEqual(
      all.data.slice(0, 4).map((a) => a.id),
    );
    expect(second.body.total).toBe(all.total);
  });

  it("lists verified agents first and counts listings as the listing search does", async () => {
    const { data } = await allAgents();
    const firstUnverified = data.findIndex((a) => !a.is_verified);
    if (firstUnverified >= 0)
      for (const agent of data.slice(firstUnverified)) expect(agent.is_verified).toBe(false);
    for (const agent of data) {
      expect(agent.total_count).toBe(agent.property_count + agent.projects_count);
      expect(agent.total_count).toBeGreaterThan(0);
    }
    for (const agent of data.slice(0, 5)) {
      const list = await getJson(t.app, `/api/get-property-list?userid=${agent.id}&limit=1`);
      expect(agent.property_count).toBe(list.body.total);
    }
  });
});

describe("GET /api/agent-properties", () => {
  it("answers the profile, a page of listings whose total matches the listing search, and projects", async () => {
    const { data } = await allAgents();
    const agent = data.find((a) => a.property_count > 0)!;
    const { status, body } = await getJson<AgentProperties>(
      t.app,
      `/api/agent-properties?id=${agent.id}&limit=3`,
    );
    expect(status).toBe(200);
    expect(body.data.customer_data.id).toBe(agent.id);
    expect(body.data.customer_data.property_count).toBe(agent.property_count);
    const list = await getJson<Card[]>(t.app, `/api/get-property-list?userid=${agent.id}&limit=3`);
    expect(body.total).toBe(list.body.total);
    expect(body.data.properties_data.map((p) => p.id)).toEqual(list.body.data.map((p) => p.id));
    expect(body.data.projects_data).toHaveLength(agent.projects_count);
  });

  it("finds the agent by slug and answers Arabic titles", async () => {
    const { data } = await allAgents();
    const agent = data.find((a) => a.property_count > 0)!;
    const { status, body } = await getJson<AgentProperties>(
      t.app,
      `/api/agent-properties?slug_id=${encodeURIComponent(agent.slug_id)}`,
      { "accept-language": "ar" },
    );
    expect(status).toBe(200);
    expect(body.data.customer_data.id).toBe(agent.id);
    expect(body.message).toMatch(arabicLetters);
    for (const card of body.data.properties_data) if (card.title_ar) expect(card.title).toBe(card.title_ar);
    expect(body.data.properties_data.some((c) => arabicLetters.test(c.title))).toBe(true);
  });

  it("filters the listings by classification", async () => {
    const { data } = await allAgents();
    const agent = data.find((a) => a.property_count > 0)!;
    for (const classification of [1, 2, 3, 4, 5]) {
      const mine = await getJson<AgentProperties>(
        t.app,
        `/api/agent-properties?id=${agent.id}&property_classification=${classification}`,
      );
      const list = await getJson(
        t.app,
        `/api/get-property-list?userid=${agent.id}&property_classification=${classification}&limit=1`,
      );
      expect(mine.body.total).toBe(list.body.total);
    }
  });

  it("marks the signed-in viewer's favourites, and nobody's for guests", async () => {
    const { data } = await allAgents();
    const agent = data.find((a) => a.property_count > 0)!;
    const url = `/api/agent-properties?id=${agent.id}&limit=1`;
    const guest = await getJson<AgentProperties>(t.app, url);
    const liked = guest.body.data.properties_data[0]!;
    expect(liked.is_favourite).toBe(false);
    const viewer = await signInAs(t.app, t.database.db);
    await t.database.db
      .insert(favourites)
      .values({ userId: viewer.user.id, propertyId: liked.id })
      .onConflictDoNothing();
    const signedIn = await getJson<AgentProperties>(t.app, url, { authorization: viewer.authorization });
    expect(signedIn.body.data.properties_data[0]).toMatchObject({ id: liked.id, is_favourite: true });
    const asGuest = await getJson<AgentProperties>(t.app, url, { authorization: "Bearer undefined" });
    expect(asGuest.body.data.properties_data[0]!.is_favourite).toBe(false);
  });

  it("shares the agent's e-mail, mobile and WhatsApp with signed-in members only", async () => {
    const { data } = await allAgents();
    const agent = data.find((a) => a.property_count > 0)!;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.id));
    const url = `/api/agent-properties?id=${agent.id}`;
    const guest = await getJson<AgentProperties>(t.app, url);
    expect(guest.body.data.customer_data.contact).toBeNull();
    const viewer = await signInAs(t.app, t.database.db);
    const member = await getJson<AgentProperties>(t.app, url, { authorization: viewer.authorization });
    expect(member.body.data.customer_data.contact).toEqual({
      email: row!.email ?? "",
      mobile: row!.mobile ?? "",
      whatsapp: row!.whatsappNumber ?? "",
    });
  });

  it("never answers the agent's e-mail, mobile or address", async () => {
    const { data } = await allAgents();
    for (const agent of data.slice(0, 5)) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.id));
      const response = await t.app.inject({ method: "GET", url: `/api/agent-properties?id=${agent.id}` });
      const text = response.body;
      const profile = (response.json() as { data: AgentProperties }).data.customer_data;
      expect(Object.keys(profile)).not.toEqual(expect.arrayContaining(["email"]));
      for (const key of ["email", "mobile", "address", "whatsapp_number"])
        expect(profile).not.toHaveProperty(key);
      if (row?.email) expect(text).not.toContain(row.email);
      if (row?.mobile) expect(text).not.toContain(row.mobile);
    }
  });

  it("answers 404 for unknown, inactive and deleted members", async () => {
    expect((await getJson(t.app, "/api/agent-properties?id=999999")).status).toBe(404);
    expect((await getJson(t.app, "/api/agent-properties?slug_id=nobody-here")).status).toBe(404);
    const { data } = await allAgents();
    const [inactive, deleted] = [data[0]!, data[1]!];
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    const notActive = await getJson(t.app, `/api/agent-properties?id=${inactive.id}`, {
      "accept-language": "ar",
    });
    expect(notActive.status).toBe(404);
    expect(notActive.body.message).toMatch(arabicLetters);
    expect((await getJson(t.app, `/api/agent-properties?slug_id=${deleted.slug_id}`)).status).toBe(404);
    const after = await getJson<Agent[]>(t.app, "/api/agent-list?limit=100");
    expect(after.body.data.map((a) => a.id)).not.toContain(inactive.id);
    expect(after.body.data.map((a) => a.id)).not.toContain(deleted.id);
    expect(after.body.total).toBe(data.length - 2);
    const [admin] = await t.database.db.select().from(users).where(eq(users.role, "admin")).limit(1);
    if (admin) expect((await getJson(t.app, `/api/agent-properties?id=${admin.id}`)).status).toBe(404);
  });
});

describe("hostile parameters", () => {
  it.each([
    "/api/agent-list?limit=0",
    "/api/agent-list?limit=abc",
    "/api/agent-list?offset=-1",
    "/api/agent-list?limit=1000",
    "/api/agent-properties",
    "/api/agent-properties?id=&slug_id=",
    "/api/agent-properties?id=99999999999",
    "/api/agent-properties?id=abc",
    "/api/agent-properties?id=-3",
    "/api/agent-properties?slug_id=%00",
    "/api/agent-properties?id=1&property_classification=9",
    "/api/agent-properties?id=1&limit=0",
  ])("%s is a 4xx, never a 5xx", async (url) => {
    const { status, body } = await getJson(t.app, url);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error).toBe(true);
  });
});
