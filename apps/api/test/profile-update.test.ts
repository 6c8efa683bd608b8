import { and, eq, isNotNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_TYPES } from "@manzil/domain/contracts";
import { companies, companyTypes, pushTokens, users } from "../src/db/schema/accounts.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, type Envelope } from "./helpers.js";
import { lastMessageTo } from "./outbox.js";

type Profile = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  whatsappnumber: string;
  facebook_id: string;
  twiiter_id: string;
  instagram_id: string;
  youtube_id: string;
  about_me: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  notification: 0 | 1;
  customer_type: string | null;
  management_type: string | null;
  owner_kind: string | null;
  pending_email: string | null;
  company: Record<string, string> | null;
};

let t: TestApp;
/** Two seeded customers: `me` edits, `other` must never change. */
let me: { id: number; email: string; mobile: string; authorization: string };
let other: { id: number; email: string; mobile: string; name: string; authorization: string };

async function signIn(userId: number) {
  return `Bearer ${await t.app.services.auth.issueToken(userId, "test")}`;
}

async function customers() {
  return t.database.db
    .select({ id: users.id, email: users.email, mobile: users.mobile, name: users.name })
    .from(users)
    .where(and(eq(users.role, "customer"), eq(users.isActive, true), isNotNull(users.mobile)))
    .orderBy(users.id)
    .limit(2);
}

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await customers();
  me = { id: a!.id, email: a!.email!, mobile: a!.mobile!, authorization: await signIn(a!.id) };
  other = { ...b!, email: b!.email!, mobile: b!.mobile!, authorization: await signIn(b!.id) };
});
afterAll(async () => t.close());

async function postJson(url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: { authorization: me.authorization, ...headers },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as Envelope<Profile> };
}

function multipart(fields: Record<string, string>) {
  const boundary = "----manzil-profile-fields";
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return {
    payload: `${body}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function storedUser(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe("POST /api/update_profile (JSON)", () => {
  it("needs a signed-in user", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      payload: { name: "X" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("updates name, address, social ids, place and flags, and returns the own profile", async () => {
    const { status, body } = await postJson("/api/update_profile", {
      name: "  Layla Hassan ",
      address: "12 Nile St, Zamalek",
      about_me: "Family home owner",
      facebook_id: "layla.fb",
      twiiter_id: "layla_tw",
      instagram_id: "layla.ig",
      youtube_id: "@layla",
      city: "Cairo",
      state: "Cairo Governorate",
      country: "Egypt",
      latitude: "30.06",
      longitude: 31.22,
      notification: "0",
      customer_type: "property_owner",
      management_type: "as home",
      owner_kind: "individual",
    });
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.message).toBe("Profile updated successfully");
    expect(body.data).toMatchObject({
      id: me.id,
      name: "Layla Hassan",
      address: "12 Nile St, Zamalek",
      about_me: "Family home owner",
      facebook_id: "layla.fb",
      twiiter_id: "layla_tw",
      instagram_id: "layla.ig",
      youtube_id: "@layla",
      city: "Cairo",
      country: "Egypt",
      latitude: 30.06,
      longitude: 31.22,
      notification: 0,
      customer_type: "property_owner",
      management_type: "platform",
      owner_kind: "individual",
    });
    expect(body.data).not.toHaveProperty("password_hash");
    const again = await getJson<Profile>(t.app, "/api/get-user-data", { authorization: me.authorization });
    expect(again.body.data).toMatchObject({
      name: "Layla Hassan",
      twiiter_id: "layla_tw",
      management_type: "platform",
    });
  });

  it("maps the reference's `himself` to self-managed and clears text sent as empty", async () => {
    const { body } = await postJson("/api/update_profile", { management_type: "himself", about_me: "" });
    expect(body.data.management_type).toBe("self");
    expect(body.data.about_me).toBe("");
    expect((await storedUser(me.id)).aboutMe).toBeNull();
  });

  it("saves company data sent under the snake_case names, mapping the spec's company-type words", async () => {
    const { status, body } = await postJson("/api/update_profile", {
      company_legal_name: "Nile Homes LLC",
      manager_name: "Omar Said",
      type_of_company: "Private Limited",
      email_address: "office@nilehomes.example",
      bank_branch: "Zamalek",
      bank_address: "5 Bank St, Cairo",
      company_country: "Egypt",
      bank_account_number: "1002003004",
      iban: "EG38 0019 0005 0000 0000 2631 8000 2",
      swift_code: "nbegegcx",
    });
    expect(status).toBe(200);
    expect(body.data.company).toEqual({
      company_legal_name: "Nile Homes LLC",
      manager_name: "Omar Said",
      type_of_company: "private_limited",
      email_address: "office@nilehomes.example",
      bank_branch: "Zamalek",
      bank_address: "5 Bank St, Cairo",
      country: "Egypt",
      bank_account_number: "1002003004",
      iban: "EG380019000500000000263180002",
      swift_code: "NBEGEGCX",
    });
    // The user's own country is untouched by the company's.
    expect(body.data.country).toBe("Egypt");
    const [row] = await t.database.db.select().from(companies).where(eq(companies.userId, me.id));
    expect(row?.companyType).toBe("private_limited");
  });

  it("updates the same company under the camelCase names, leaving other company fields alone", async () => {
    const { status, body } = await postJson("/api/update_profile", {
      companyLegalName: "Nile Homes Holding",
      companyManagerName: "Mona Adel",
      companyType: "LLP",
      companyEmail: "hello@nilehomes.example",
      companyCountry: "United Arab Emirates",
      companySwiftCode: "DEUTDEFF500",
    });
    expect(status).toBe(200);
    expect(body.data.company).toMatchObject({
      company_legal_name: "Nile Homes Holding",
      manager_name: "Mona Adel",
      type_of_company: "llp",
      email_address: "hello@nilehomes.example",
      country: "United Arab Emirates",
      swift_code: "DEUTDEFF500",
      bank_branch: "Zamalek",
      iban: "EG380019000500000000263180002",
    });
  });

  it("accepts the reference's nested company object", async () => {
    const { body } = await postJson("/api/update_profile", {
      company: {
        company_legal_name: "Delta Estates",
        type_of_company: "cooperative society",
        country: "Egypt",
      },
    });
    expect(body.data.company).toMatchObject({
      company_legal_name: "Delta Estates",
      type_of_company: "cooperative_society",
      country: "Egypt",
    });
  });

  it("stores every company type of spec §9, and the API's list matches the database's", async () => {
    expect([...COMPANY_TYPES]).toEqual([...companyTypes]);
    const words = [
      "private limited",
      "public limited",
      "sole proprietorship",
      "partnership firm",
      "trust",
      "LLP",
      "cooperative society",
    ];
    for (const [i, word] of words.entries()) {
      const { status, body } = await postJson("/api/update_profile", { companyType: word });
      expect(status).toBe(200);
      expect(body.data.company?.type_of_company).toBe(COMPANY_TYPES[i]);
    }
  });

  it("ignores `userid`: the caller's profile changes and the other user's does not", async () => {
    const before = await storedUser(other.id);
    const { status, body } = await postJson("/api/update_profile", { userid: other.id, name: "Not Yours" });
    expect(status).toBe(200);
    expect(body.data.id).toBe(me.id);
    expect(body.data.name).toBe("Not Yours");
    const after = await storedUser(other.id);
    expect(after.name).toBe(before.name);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    const [otherCompany] = await t.database.db.select().from(companies).where(eq(companies.userId, other.id));
    expect(otherCompany).toBeUndefined();
  });

  it("normalises the mobile to E.164 (Egypt by default, Arabic-Indic digits too) and the WhatsApp number", async () => {
    const { status, body } = await postJson("/api/update_profile", {
      mobile: "٠١٥٥٥٠١٢٣٤٥",
      whatsappnumber: "+971 50 123 4567",
    });
    expect(status).toBe(200);
    expect(body.data.mobile).toBe("+201555012345");
    expect(body.data.whatsappnumber).toBe("+971501234567");
    expect((await storedUser(me.id)).mobileVerifiedAt).toBeNull();
  });

  it("registers the fcm_id sent with the profile as a push token", async () => {
    await postJson("/api/update_profile", { fcm_id: "device-token-from-profile" });
    const rows = await t.database.db
      .select()
      .from(pushTokens)
      .where(eq(pushTokens.fcmId, "device-token-from-profile"));
    expect(rows.map((row) => row.userId)).toEqual([me.id]);
  });
});

describe("POST /api/update_profile (forms)", () => {
  it("takes urlencoded bodies with bracketed company fields", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: { authorization: me.authorization, "content-type": "application/x-www-form-urlencoded" },
      payload:
        "name=Form+User&notification=1&company%5Bcompany_legal_name%5D=Form+Co&company%5Bbank_branch%5D=Maadi&address=",
    });
    expect(response.statusCode).toBe(200);
    const profile = (response.json() as Envelope<Profile>).data;
    expect(profile).toMatchObject({ name: "Form User", notification: 1, address: "" });
    expect(profile.company).toMatchObject({ company_legal_name: "Form Co", bank_branch: "Maadi" });
  });

  it("takes multipart bodies with the snake_case company names", async () => {
    const form = multipart({
      name: "Multipart Snake",
      address: "3 Tahrir Sq",
      instagram_id: "snake.ig",
      company_legal_name: "Snake Case Co",
      manager_name: "Hoda",
      type_of_company: "public limited",
      email_address: "snake@co.example",
      bank_account_number: "AB-12345",
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: { authorization: me.authorization, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    const profile = (response.json() as Envelope<Profile>).data;
    expect(profile).toMatchObject({
      name: "Multipart Snake",
      address: "3 Tahrir Sq",
      instagram_id: "snake.ig",
    });
    expect(profile.company).toMatchObject({
      company_legal_name: "Snake Case Co",
      manager_name: "Hoda",
      type_of_company: "public_limited",
      email_address: "snake@co.example",
      bank_account_number: "AB-12345",
    });
  });

  it("takes multipart bodies with the camelCase company names", async () => {
    const form = multipart({
      name: "Multipart Camel",
      companyLegalName: "Camel Case Co",
      companyManagerName: "Karim",
      companyType: "sole proprietorship",
      companyEmail: "camel@co.example",
      companyBankBranch: "Heliopolis",
      companyBankAddress: "9 Merghany St",
      companyCountry: "Saudi Arabia",
      companyBankAccountNumber: "998877",
      companyIban: "SA0380000000608010167519",
      companySwiftCode: "RJHISARI",
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: { authorization: me.authorization, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Envelope<Profile>).data.company).toEqual({
      company_legal_name: "Camel Case Co",
      manager_name: "Karim",
      type_of_company: "sole_proprietorship",
      email_address: "camel@co.example",
      bank_branch: "Heliopolis",
      bank_address: "9 Merghany St",
      country: "Saudi Arabia",
      bank_account_number: "998877",
      iban: "SA0380000000608010167519",
      swift_code: "RJHISARI",
    });
  });
});

describe("POST /api/update_profile validation", () => {
  it("refuses bad fields with per-field messages and writes nothing", async () => {
    const before = await storedUser(me.id);
    const { status, body } = await postJson("/api/update_profile", {
      name: "Should Not Be Saved",
      email: "not-an-email",
      latitude: "north",
      type_of_company: "pirate ship",
      iban: "EG00 1234",
      swift_code: "12",
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: true, code: "VALIDATION_FAILED" });
    expect(body.errors?.email).toEqual(["Email address is invalid"]);
    expect(body.errors?.iban).toEqual(["IBAN is invalid"]);
    expect(body.errors?.swift_code).toEqual(["SWIFT/BIC code is invalid"]);
    expect(body.errors?.latitude).toEqual(["Must be a number"]);
    expect(body.errors).toHaveProperty("type_of_company");
    const after = await storedUser(me.id);
    expect(after.name).toBe(before.name);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it("refuses a blank name and an invalid mobile with the spec's messages", async () => {
    const blank = await postJson("/api/update_profile", { name: "   " });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.name).toEqual(["Name is required"]);
    const mobile = await postJson("/api/update_profile", { mobile: "+20 12" });
    expect(mobile.status).toBe(422);
    expect(mobile.body.errors?.mobile).toEqual(["Phone number is invalid"]);
    const wellFormedButUnassigned = await postJson("/api/update_profile", { mobile: "+20 999 999 9999" });
    expect(wellFormedButUnassigned.status).toBe(422);
  });

  it("refuses one company field sent under two names with different values, and writes nothing", async () => {
    const before = await t.database.db.select().from(companies).where(eq(companies.userId, me.id));
    const { status, body } = await postJson("/api/update_profile", {
      company_legal_name: "One",
      companyLegalName: "Two",
      manager_name: "Changed",
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["companyLegalName", "company_legal_name"]);
    const after = await t.database.db.select().from(companies).where(eq(companies.userId, me.id));
    expect(after).toEqual(before);
  });

  it("answers in Arabic for an Arabic caller", async () => {
    const failed = await postJson(
      "/api/update_profile",
      { email: "bad", iban: "x" },
      { "accept-language": "ar" },
    );
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(arabicLetters);
    expect(failed.body.errors?.email?.[0]).toMatch(arabicLetters);
    expect(failed.body.errors?.iban?.[0]).toContain("IBAN");
    expect(failed.body.errors?.iban?.[0]).toMatch(arabicLetters);
    const ok = await postJson("/api/update_profile", { city: "الجيزة" }, { "accept-language": "ar" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("تم تحديث الملف الشخصي بنجاح");
    expect(ok.body.data.city).toBe("الجيزة");
  });
});

describe("uniqueness", () => {
  it("refuses another account's e-mail (any case) with 409 and leaves everything as it was", async () => {
    const before = await storedUser(me.id);
    const { status, body } = await postJson("/api/update_profile", {
      name: "Should Not Be Saved",
      email: other.email.toUpperCase(),
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: true, code: "CONFLICT" });
    expect(body.message).toBe("This email address is already in use by another account.");
    const after = await storedUser(me.id);
    expect(after.name).toBe(before.name);
    expect(after.pendingEmail).toBe(before.pendingEmail);
  });

  it("refuses another account's mobile, however it is written, with 409", async () => {
    const national = other.mobile.startsWith("+20") ? `0${other.mobile.slice(3)}` : other.mobile;
    const { status, body } = await postJson("/api/update_profile", { mobile: national });
    expect(status).toBe(409);
    expect(body.errors?.mobile).toEqual(["This mobile number is already in use by another account."]);
    const arabic = await postJson(
      "/api/update_profile",
      { mobile: other.mobile },
      { "accept-language": "ar" },
    );
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toMatch(arabicLetters);
  });
});

describe("e-mail change", () => {
  const newEmail = "layla.new@example.org";

  it("keeps the old address and mails a code to the new one", async () => {
    const { status, body } = await postJson("/api/update_profile", { email: "Layla.New@Example.org" });
    expect(status).toBe(200);
    expect(body.message).toContain(newEmail);
    expect(body.data.email).toBe(me.email);
    expect(body.data.pending_email).toBe(newEmail);
    const mail = await lastMessageTo(t.dataDir, newEmail, "email_change_code");
    expect(mail?.params.code).toMatch(/^\d{6}$/);
    const profile = await getJson<Profile>(t.app, "/api/get-user-data", { authorization: me.authorization });
    expect(profile.body.data.email).toBe(me.email);
  });

  it("re-submitting the form with the pending address inside the resend wait does not fail", async () => {
    const { status, body } = await postJson("/api/update_profile", { email: newEmail, name: "Layla Again" });
    expect(status).toBe(200);
    expect(body.data.name).toBe("Layla Again");
    expect(body.data.pending_email).toBe(newEmail);
  });

  it("refuses a wrong code and then applies the right one", async () => {
    const code = (await lastMessageTo(t.dataDir, newEmail, "email_change_code"))!.params.code!;
    const wrong = await postJson("/api/verify-email-change", {
      otp: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.otp).toEqual(["The verification code is invalid or has expired."]);
    expect((await storedUser(me.id)).email).toBe(me.email);

    const right = await postJson("/api/verify-email-change", { otp: code });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ email: newEmail, pending_email: null });
    const stored = await storedUser(me.id);
    expect(stored.email).toBe(newEmail);
    expect(stored.emailVerifiedAt).not.toBeNull();

    const reused = await postJson("/api/verify-email-change", { otp: code });
    expect(reused.status).toBe(422);
  });

  it("refuses an address another account took while the code was pending", async () => {
    const wanted = "contested@example.org";
    expect((await postJson("/api/update_profile", { email: wanted })).status).toBe(200);
    const code = (await lastMessageTo(t.dataDir, wanted, "email_change_code"))!.params.code!;
    await t.database.db.update(users).set({ email: wanted }).where(eq(users.id, other.id));
    const response = await postJson("/api/verify-email-change", { otp: code });
    expect(response.status).toBe(409);
    expect((await storedUser(me.id)).email).toBe(newEmail);
    await t.database.db.update(users).set({ email: other.email }).where(eq(users.id, other.id));
  });

  it("sending the current address again cancels a pending change", async () => {
    await postJson("/api/update_profile", { email: "another.pending@example.org" });
    expect((await storedUser(me.id)).pendingEmail).toBe("another.pending@example.org");
    const { body } = await postJson("/api/update_profile", { email: newEmail.toUpperCase() });
    expect(body.data.pending_email).toBeNull();
    const nothingPending = await postJson("/api/verify-email-change", { otp: "123456" });
    expect(nothingPending.status).toBe(422);
    expect(nothingPending.body.message).toBe("There is no email change waiting for verification.");
  });

  it("the e-mail and mobile unique checks exclude the caller's own row", async () => {
    const self = await storedUser(me.id);
    const { status } = await postJson("/api/update_profile", { email: self.email!, mobile: self.mobile! });
    expect(status).toBe(200);
    const others = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, self.email!), ne(users.id, me.id)));
    expect(others).toHaveLength(0);
  });
});

describe("OpenAPI", () => {
  it("documents the account paths", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining([
        "/api/update_profile",
        "/api/verify-email-change",
        "/api/get-user-data",
        "/api/delete_user",
        "/api/register-push-token",
        "/api/get-customer",
        "/api/get-users",
        "/api/export-my-data",
      ]),
    );
    expect(JSON.stringify(docs.paths["/api/update_profile"])).toContain("companyLegalName");
  });
});
