import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActivePackage, TPackageCard } from "@manzil/domain/contracts";
import { getJson } from "./helpers.js";
import { registerVerified, signInByEmail } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Limits = { package_available: boolean; feature_available: boolean; limit_available: boolean };

describe("a new account's free package (issue 18: the FAQ says listing is free)", () => {
  it("is held from registration, so the first listing meets no package wall and no plans page", async () => {
    const account = {
      name: "Hoda New Owner",
      email: "hoda.new.owner@example.com",
      password: "Garden-Path-2026",
    };
    await registerVerified(t.app, t.dataDir, account);
    const signedIn = await signInByEmail(t.app, account);
    expect(signedIn.status).toBe(200);
    const authorization = `Bearer ${signedIn.body.token as string}`;

    const mine = await getJson<TPackageCard[]>(t.app, "/api/get-package", { authorization });
    const active = mine.body.active_packages as TActivePackage[];
    expect(active.map((p) => p.name)).toEqual(["Free"]);
    expect(active[0]!.features.find((f) => f.type === "property_list")?.used_limit).toBe(0);

    const limits = await getJson<Limits>(t.app, "/api/check-package-limit?type=property_list", {
      authorization,
    });
    expect(limits.body.data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });

    // Taking the free package again while it runs is refused, as before: the welcome did not hand out two.
    const again = await t.app.inject({
      method: "POST",
      url: "/api/assign_package",
      headers: { authorization, "x-manzil-transport": "http", "content-type": "application/json" },
      payload: JSON.stringify({ package_id: mine.body.data.find((p) => p.name === "Free")!.id }),
    });
    expect(again.statusCode).toBe(409);
  });
});
