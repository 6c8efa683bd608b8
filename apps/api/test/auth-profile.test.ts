import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, registerVerified, signInByEmail } from "./auth-helpers.js";
import { arabicLetters } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("sign-in and the profile", () => {
  it("returns the same profile as get-user-data, company included", async () => {
    const account = { email: "company.owner@example.com", password: "Cedar-Harbour-71" };
    await registerVerified(t.app, t.dataDir, account);
    const first = await signInByEmail(t.app, account);
    const authorization = `Bearer ${first.body.token as string}`;
    const saved = await post(
      t.app,
      "/api/update_profile",
      { owner_kind: "company", companyLegalName: "Nile Homes LLC", companyType: "llp" },
      { headers: { authorization } },
    );
    expect(saved.status).toBe(200);

    const again = await signInByEmail(t.app, account);
    const profile = (
      await t.app.inject({ method: "GET", url: "/api/get-user-data", headers: { authorization } })
    ).json();
    expect(again.body.data).toEqual(profile.data);
    expect(again.body.data).toMatchObject({
      company: { company_legal_name: "Nile Homes LLC", type_of_company: "llp" },
    });
  });

  it("answers wrong credentials with the domain's Arabic message (catalogues merged, not replaced)", async () => {
    const reply = await signInByEmail(
      t.app,
      { email: "nobody@example.com", password: "whatever-123" },
      { headers: { "accept-language": "ar" } },
    );
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(arabicLetters);
    expect(reply.body.message).not.toMatch(/^auth\./);
  });
});
