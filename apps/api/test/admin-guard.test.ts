import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newMember } from "./engagement-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * Every registered route under /api/admin, read from Fastify's own route tree (printRoutes), so a route missing
 * from the OpenAPI document is still found. Lines look like `│   ├── users/:id (GET, HEAD)`.
 */
function adminRoutes(): { method: string; path: string }[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join("");
    if (!match[3] || !path.startsWith("/api/admin/")) continue;
    for (const method of match[3].split(", ")) {
      if (method !== "HEAD" && method !== "OPTIONS") found.push({ method, path });
    }
  }
  return found;
}

describe("the one admin guard", () => {
  const routes = () => adminRoutes();

  it("finds the admin routes (the table below cannot pass empty)", () => {
    expect(routes().length).toBeGreaterThan(10);
    expect(routes()).toContainEqual({ method: "POST", path: "/api/admin/users/:id/deactivate" });
    expect(routes()).toContainEqual({ method: "GET", path: "/api/admin/audit-log" });
  });

  it("lists every admin route in the OpenAPI document", () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const { method, path } of routes()) {
      const openApiPath = path.replace(/:(\w+)/g, "{$1}");
      expect(paths[openApiPath]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
    }
  });

  it("refuses a member (403) and a guest (401) on every admin route, before reading its input", async () => {
    const member = await newMember(t.app, t.database.db, "Guard Member");
    for (const { method, path } of routes()) {
      const url = path.replace(/:\w+/g, "1");
      const asMember = await t.app.inject({
        method: method as "GET",
        url,
        headers: { authorization: member.authorization },
        ...(method === "GET" ? {} : { payload: {} }),
      });
      expect(asMember.statusCode, `member ${method} ${url}`).toBe(403);
      const asGuest = await t.app.inject({
        method: method as "GET",
        url,
        ...(method === "GET" ? {} : { payload: {} }),
      });
      expect(asGuest.statusCode, `guest ${method} ${url}`).toBe(401);
    }
  });
});
