import { and, eq, ne, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { advertisements, projects } from "../src/db/schema/properties.js";
import { arabicLetters, getJson, haversineKm, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Project = {
  id: number;
  slug_id: string;
  title: string;
  title_en: string;
  title_ar: string;
  city: string;
  city_ar: string;
  latitude: number;
  longitude: number;
  promoted: boolean;
  added_by: number;
  created_at: string;
  distance?: number;
  category: { id: number; category: string; category_ar: string };
};
type ProjectDetail = Project & {
  image: string;
  video_link: string;
  description: string;
  description_en: string;
  description_ar: string;
  gallery_images: { id: number; image: string; image_url: string }[];
  documents: { id: number; name: string; file: string; type: string }[];
  plans: { id: number; title: string; document: string }[];
  customer_id: number;
  customer_name: string;
  customer_slug_id: string;
  is_verified: boolean;
};

const PUBLIC_URL = "http://manzil.test";

let t: TestApp;
/** An admin holds every package feature, so project details open in full (spec §6 `project_access`). */
let withAccess: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  withAccess = { authorization: (await signInAs(t.app, t.database.db, { role: "admin" })).authorization };
});
afterAll(async () => t.close());

async function allPublic() {
  const { body } = await getJson<Project[]>(t.app, "/api/get-projects?limit=100");
  return body;
}

async function hiddenProjects() {
  return t.database.db
    .select({ id: projects.id, slug: projects.slug })
    .from(projects)
    .where(or(ne(projects.moderationStatus, "approved"), eq(projects.isActive, false)));
}

describe("GET /api/get-projects", () => {
  it("lists every approved, active project and nothing else, newest first, with a total", async () => {
    const approvedActive = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.moderationStatus, "approved"), eq(projects.isActive, true)));
    const hidden = await hiddenProjects();
    expect(hidden.length).toBeGreaterThan(0);

    const { status, body } = await getJson<Project[]>(t.app, "/api/get-projects?limit=100");
    expect(status).toBe(200);
    expect(body.total).toBe(approvedActive.length);
    expect(body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      approvedActive.map((p) => p.id).sort((a, b) => a - b),
    );
    for (const project of hidden) expect(body.data.map((p) => p.id)).not.toContain(project.id);
    const dates = body.data.map((p) => Date.parse(p.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("answers ten by default and pages join up to the whole list", async () => {
    const all = await allPublic();
    const first = await getJson<Project[]>(t.app, "/api/get-projects");
    expect(first.body.data).toHaveLength(Math.min(10, all.total!));
    const a = await getJson<Project[]>(t.app, "/api/get-projects?limit=3&offset=0");
    const b = await getJson<Project[]>(t.app, "/api/get-projects?limit=3&offset=3");
    expect([...a.body.data, ...b.body.data].map((p) => p.id)).toEqual(all.data.slice(0, 6).map((p) => p.id));
    expect(b.body.total).toBe(all.total);
    const beyond = await getJson<Project[]>(t.app, `/api/get-projects?offset=${all.total}`);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.total).toBe(all.total);
  });

  it("names titles, places and categories in the caller's language", async () => {
    const en = await getJson<Project[]>(t.app, "/api/get-projects?limit=5");
    const ar = await getJson<Project[]>(t.app, "/api/get-projects?limit=5", { "accept-language": "ar" });
    expect(ar.body.data.map((p) => p.id)).toEqual(en.body.data.map((p) => p.id));
    for (const project of ar.body.data) {
      expect(project.title).toMatch(arabicLetters);
      expect(project.title).toBe(project.title_ar);
      expect(project.category.category).toMatch(arabicLetters);
    }
    for (const project of en.body.data) {
      expect(project.title).toBe(project.title_en);
      expect(project.title).not.toMatch(arabicLetters);
    }
    expect(ar.body.message).toMatch(arabicLetters);
  });

  it("filters by id, slug, category, city (any case), state, country and owner", async () => {
    const { data } = await allPublic();
    const target = data[data.length - 1]!;

    const byId = await getJson<Project[]>(t.app, `/api/get-projects?id=${target.id}`);
    expect(byId.body.data.map((p) => p.id)).toEqual([target.id]);
    const bySlug = await getJson<Project[]>(t.app, `/api/get-projects?slug_id=${target.slug_id}`);
    expect(bySlug.body.data.map((p) => p.id)).toEqual([target.id]);

    const expectSubset = async (query: string, keep: (p: Project) => boolean) => {
      const { body } = await getJson<Project[]>(t.app, `/api/get-projects?limit=100&${query}`);
      const expected = data.filter(keep).map((p) => p.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.data.map((p) => p.id)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    };
    await expectSubset(`category_id=${target.category.id}`, (p) => p.category.id === target.category.id);
    await expectSubset(
      `city=${encodeURIComponent(target.city.toUpperCase())}`,
      (p) => p.city.toLowerCase() === target.city.toLowerCase(),
    );
    await expectSubset(`userid=${target.added_by}`, (p) => p.added_by === target.added_by);

    const [row] = await t.database.db
      .select({ state: projects.state, country: projects.country })
      .from(projects)
      .where(eq(projects.id, target.id));
    const sameState = await getJson<Project[]>(
      t.app,
      `/api/get-projects?limit=100&state=${encodeURIComponent(row!.state)}`,
    );
    expect(sameState.body.data.map((p) => p.id)).toContain(target.id);
    const otherCountry = await getJson<Project[]>(t.app, "/api/get-projects?country=Atlantis");
    expect(otherCountry.body.data).toEqual([]);
    expect(otherCountry.body.total).toBe(0);
  });

  it("finds a project by its Arabic title whatever the spelling of alef, taa marbuta and diacritics", async () => {
    const { data } = await allPublic();
    const target = data[data.length - 1]!;
    await t.database.db.update(projects).set({ titleAr: "أبراج الياقوتة" }).where(eq(projects.id, target.id));
    for (const spelling of ["ابراج الياقوته", "أَبْرَاجُ اليَاقُوتَة", "إبراج الياقوتة", "الياقوته"]) {
      const { status, body } = await getJson<Project[]>(
        t.app,
        `/api/get-projects?limit=100&search=${encodeURIComponent(spelling)}`,
      );
      expect(status).toBe(200);
      expect(body.data.map((p) => p.id)).toEqual([target.id]);
    }
  });

  it("finds a project by part of its English title in any case, and takes % and _ literally", async () => {
    const { data } = await allPublic();
    const target = data[0]!;
    const part = target.title_en.split(" ")[0]!.toUpperCase();
    const { body } = await getJson<Project[]>(t.app, `/api/get-projects?limit=100&search=${part}`);
    expect(body.data.map((p) => p.id)).toContain(target.id);
    for (const project of body.data) expect(project.title_en.toLowerCase()).toContain(part.toLowerCase());

    const wildcard = await getJson<Project[]>(t.app, "/api/get-projects?search=%25");
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.data).toEqual([]);
    const underscore = await getJson<Project[]>(t.app, "/api/get-projects?search=_");
    expect(underscore.body.data).toEqual([]);
  });

  it("keeps exactly the projects within the radius, with their distance in km", async () => {
    const { data } = await allPublic();
    const centre = { latitude: data[0]!.latitude, longitude: data[0]!.longitude };
    const radius = 25;
    const expected = data
      .filter((p) => haversineKm(centre, p) <= radius)
      .map((p) => p.id)
      .sort((a, b) => a - b);
    const { status, body } = await getJson<Project[]>(
      t.app,
      `/api/get-projects?limit=100&latitude=${centre.latitude}&longitude=${centre.longitude}&radius=${radius}`,
    );
    expect(status).toBe(200);
    expect(body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected);
    expect(expected.length).toBeLessThan(data.length);
    for (const project of body.data) {
      expect(project.distance).toBeCloseTo(haversineKm(centre, project), 0);
    }
  });

  it("filters by posting date: last week and last month", async () => {
    const { data } = await allPublic();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date(now - 3 * day) })
      .where(eq(projects.id, data[2]!.id));
    await t.database.db
      .update(projects)
      .set({ createdAt: new Date(now - 20 * day) })
      .where(eq(projects.id, data[3]!.id));
    const fresh = await allPublic();
    const within = (days: number) =>
      fresh.data
        .filter((p) => Date.parse(p.created_at) >= now - days * day)
        .map((p) => p.id)
        .sort((a, b) => a - b);
    const week = await getJson<Project[]>(t.app, "/api/get-projects?limit=100&posted_since=0");
    const month = await getJson<Project[]>(t.app, "/api/get-projects?limit=100&posted_since=1");
    expect(week.body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(within(7));
    expect(month.body.data.map((p) => p.id).sort((a, b) => a - b)).toEqual(within(30));
    expect(week.body.data.map((p) => p.id)).toContain(data[2]!.id);
    expect(week.body.data.map((p) => p.id)).not.toContain(data[3]!.id);
    expect(month.body.data.map((p) => p.id)).toContain(data[3]!.id);
  });

  it("with is_promoted lists only projects whose approved advertisement is running", async () => {
    const { data } = await allPublic();
    const target = data[data.length - 2]!;
    const expiredTarget = data[data.length - 3]!;
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(advertisements).values([
      {
        userId: target.added_by,
        target: "project",
        projectId: target.id,
        status: "approved",
        startsAt: new Date(Date.now() - day),
        endsAt: new Date(Date.now() + 10 * day),
      },
      {
        userId: expiredTarget.added_by,
        target: "project",
        projectId: expiredTarget.id,
        status: "approved",
        startsAt: new Date(Date.now() - 10 * day),
        endsAt: new Date(Date.now() - day),
      },
    ]);
    const { body } = await getJson<Project[]>(t.app, "/api/get-projects?limit=100&is_promoted=1");
    const ids = body.data.map((p) => p.id);
    expect(ids).toContain(target.id);
    expect(ids).not.toContain(expiredTarget.id);
    for (const project of body.data) expect(project.promoted).toBe(true);
    const all = await allPublic();
    expect(all.data.find((p) => p.id === target.id)!.promoted).toBe(true);
    expect(all.data.find((p) => p.id === expiredTarget.id)!.promoted).toBe(false);
  });

  it("refuses malformed filters with a 422 naming the field, in the caller's language", async () => {
    const en = await getJson(t.app, "/api/get-projects?limit=abc&latitude=100");
    expect(en.status).toBe(422);
    expect(Object.keys(en.body.errors ?? {})).toEqual(expect.arrayContaining(["limit", "latitude"]));
    const ar = await getJson(t.app, "/api/get-projects?category_id=-3", { "accept-language": "ar" });
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.category_id?.[0]).toMatch(arabicLetters);
    const nul = await getJson(t.app, "/api/get-projects?search=%00");
    expect(nul.status).toBe(422);
  });
});

describe("GET /api/get-project-detail", () => {
  it("opens only a teaser without project access: name, pictures, place and developer; no description, documents, plans or video", async () => {
    const { data } = await allPublic();
    const id = data[0]!.id;
    const member = await signInAs(t.app, t.database.db);
    const callers: Record<string, string>[] = [{}, { authorization: member.authorization }];
    for (const headers of callers) {
      const { status, body } = await getJson<ProjectDetail & { access_locked: boolean }>(
        t.app,
        `/api/get-project-detail?id=${id}`,
        headers,
      );
      expect(status).toBe(200);
      expect(body.data.access_locked).toBe(true);
      expect(body.data.title.length).toBeGreaterThan(0);
      expect(body.data.description).toBe("");
      expect(body.data.video_link).toBe("");
      expect(body.data.gallery_images.length).toBeGreaterThan(0);
      expect(body.data.image).not.toBe("");
      expect(body.data.city.length).toBeGreaterThan(0);
      expect(body.data.customer_name.length).toBeGreaterThan(0);
      expect(body.data.documents).toEqual([]);
      expect(body.data.plans).toEqual([]);
    }
    const full = await getJson<ProjectDetail & { access_locked: boolean }>(
      t.app,
      `/api/get-project-detail?id=${id}`,
      withAccess,
    );
    expect(full.body.data.access_locked).toBe(false);
    expect(full.body.data.plans.length).toBeGreaterThan(0);
  });

  it("answers a project by id and by slug with gallery, documents, plans and its owner's public fields", async () => {
    const { data } = await allPublic();
    const target = data[0]!;
    const byId = await getJson<ProjectDetail>(t.app, `/api/get-project-detail?id=${target.id}`, withAccess);
    expect(byId.status).toBe(200);
    const project = byId.body.data;
    expect(project.id).toBe(target.id);
    expect(project.description).toBe(project.description_en);
    expect(project.description.length).toBeGreaterThan(0);
    expect(project.gallery_images.length).toBeGreaterThan(0);
    for (const image of project.gallery_images)
      expect(image.image_url.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
    expect(project.plans.length).toBeGreaterThan(0);
    for (const plan of project.plans) {
      expect(plan.title.length).toBeGreaterThan(0);
      expect(plan.document.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
    }
    expect(project.customer_id).toBe(target.added_by);

    const bySlug = await getJson<ProjectDetail>(
      t.app,
      `/api/get-project-detail?slug_id=${encodeURIComponent(target.slug_id)}`,
      withAccess,
    );
    expect(bySlug.body.data).toEqual(project);
  });

  it("lists a project's brochure among its documents", async () => {
    const { data } = await allPublic();
    const details = await Promise.all(
      data.map((p) => getJson<ProjectDetail>(t.app, `/api/get-project-detail?id=${p.id}`, withAccess)),
    );
    const withDocument = details.map((d) => d.body.data).find((p) => p.documents.length > 0);
    expect(withDocument).toBeDefined();
    const document = withDocument!.documents[0]!;
    expect(document.name.length).toBeGreaterThan(0);
    expect(document.file.startsWith(`${PUBLIC_URL}/uploads/`)).toBe(true);
  });

  it("never shows the owner's e-mail, phone or address", async () => {
    const { data } = await allPublic();
    const target = data[0]!;
    const [owner] = await t.database.db
      .select({ email: users.email, mobile: users.mobile, address: users.address })
      .from(users)
      .where(eq(users.id, target.added_by));
    const response = await t.app.inject({ method: "GET", url: `/api/get-project-detail?id=${target.id}` });
    const text = response.body;
    expect(JSON.parse(text).data.customer_name.length).toBeGreaterThan(0);
    for (const secret of [owner!.email, owner!.mobile, owner!.address]) {
      if (secret) expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"(email|mobile|phone|address)"/);
  });

  it("answers in Arabic: title, description and place names", async () => {
    const { data } = await allPublic();
    const { body } = await getJson<ProjectDetail>(
      t.app,
      `/api/get-project-detail?id=${data[0]!.id}&lang=ar`,
      withAccess,
    );
    expect(body.data.title).toMatch(arabicLetters);
    expect(body.data.description).toMatch(arabicLetters);
    expect(body.data.description).toBe(body.data.description_ar);
    expect(body.data.city).toMatch(arabicLetters);
  });

  it("answers 404 with a translated message for an unknown or a non-public project", async () => {
    const [hidden] = await hiddenProjects();
    for (const url of [
      `/api/get-project-detail?id=${hidden!.id}`,
      `/api/get-project-detail?slug_id=${encodeURIComponent(hidden!.slug)}`,
      "/api/get-project-detail?id=999999",
      "/api/get-project-detail?slug_id=no-such-project",
    ]) {
      const en = await getJson(t.app, url);
      expect(en.status).toBe(404);
      expect(en.body.error).toBe(true);
      expect(en.body.message).toBe("Project not found");
      const ar = await getJson(t.app, url, { "accept-language": "ar" });
      expect(ar.status).toBe(404);
      expect(ar.body.message).toBe("المشروع غير موجود");
    }
  });

  it("answers 422 when neither id nor slug_id is given, or the id is not a number", async () => {
    const missing = await getJson(t.app, "/api/get-project-detail");
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.id).toBeDefined();
    const bad = await getJson(t.app, "/api/get-project-detail?id=abc", { "accept-language": "ar" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.id?.[0]).toMatch(arabicLetters);
  });
});

// Query strings a careless or hostile client could send; none may produce a 5xx.
const hostile = [
  "id=99999999999999999",
  "id=1.5",
  "slug_id=%00",
  "category_id=2147483648",
  "userid=1e30",
  "offset=99999999999",
  "limit=0",
  "limit=1&limit=2",
  "latitude=91&longitude=0&radius=5",
  "radius=1e9&latitude=1&longitude=1",
  "search=%25%25%5F%5C'%22;--",
  `search=${"x".repeat(5000)}`,
  "posted_since=7",
  "is_promoted=maybe",
  "property_classification=0",
  "category_ids=1,,2,-4",
  "city[]=a&city[]=b",
  "lang=%F0%9F%98%80",
];

describe.each(["get-projects", "get-project-detail", "get-facilities-for-filter"])(
  "GET /api/%s with hostile input",
  (path) => {
    it.each(hostile)("answers %s without a server error", async (query) => {
      const response = await t.app.inject({ method: "GET", url: `/api/${path}?${query}` });
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
      const body = response.json();
      if (response.statusCode >= 400) expect(body.error).toBe(true);
    });
  },
);
