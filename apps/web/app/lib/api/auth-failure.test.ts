import type { ClientFailure } from "@manzil/domain/errors";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/create-i18n";
import { describeAuthFailure, localizedText, type AuthOperation } from "./auth-failure";

const en = createI18n("en").t;
const ar = createI18n("ar").t;
const http = (
  status: number,
  extra: Partial<Extract<ClientFailure, { kind: "http" }>> = {},
): ClientFailure => ({
  kind: "http",
  status,
  errorFlag: true,
  ...extra,
});
const texts = (failure: ClientFailure, operation: AuthOperation) => {
  const message = describeAuthFailure(failure, operation);
  return [localizedText(en, message), localizedText(ar, message)];
};

describe("describeAuthFailure (spec §8 auth messages)", () => {
  it("reads a 401 from sign-in as incorrect details, not as 'please login'", () => {
    const [english, arabic] = texts(http(401, { code: "UNAUTHENTICATED", serverMessage: "x" }), "sign-in");
    expect(english).toBe("Incorrect details entered. Please check them and try again.");
    expect(arabic).not.toBe(english);
    expect(arabic).not.toMatch(/auth\./);
  });

  it.each([
    ["auth/user-disabled", "This account has been disabled."],
    ["auth/wrong-password", "The password is incorrect."],
    ["auth/invalid-login-credentials", "Incorrect details entered. Please check them and try again."],
    ["auth/too-many-requests", "Too many attempts. Please try again later."],
  ])("shows the localized text of the server's code %s", (code, english) => {
    const [inEnglish, inArabic] = texts(http(400, { code, serverMessage: "raw" }), "sign-in");
    expect(inEnglish).toBe(english);
    expect(inArabic).not.toBe(english);
  });

  it("names an unknown auth code: 'An error occurred: {code}'", () => {
    expect(texts(http(400, { code: "auth/brand-new-code" }), "register")).toEqual([
      "An error occurred: auth/brand-new-code",
      "حدث خطأ: auth/brand-new-code",
    ]);
  });

  it("uses spec §8's table for network, timeout and server errors (never the server's internals)", () => {
    expect(texts({ kind: "network" }, "sign-in")[0]).toBe(
      "Network error - please check your internet connection.",
    );
    expect(texts({ kind: "timeout" }, "verify-code")[0]).toBe(
      "Request timeout - server is taking too long to respond.",
    );
    expect(texts(http(503, { serverMessage: "db down" }), "register")[0]).toBe(
      "Server error - please try again later.",
    );
  });

  it("gives a deactivated account the admin message", () => {
    expect(texts(http(403, { code: "ACCOUNT_DEACTIVATED", serverMessage: "x" }), "sign-in")[0]).toBe(
      "Your account has been deactivated by the admin.",
    );
  });

  it("prefers the server's own (translated) text for a conflict or a wait, else the matching auth code", () => {
    expect(texts(http(409, { code: "CONFLICT", serverMessage: "رقم الهاتف مستخدم" }), "register")[0]).toBe(
      "رقم الهاتف مستخدم",
    );
    expect(texts(http(409, { code: "CONFLICT" }), "register")[0]).toBe(
      "This email address is already in use by another account.",
    );
    expect(texts(http(429, {}), "send-code")[0]).toBe("Too many attempts. Please try again later.");
  });

  it("reads a refused code as an invalid verification code", () => {
    expect(texts(http(400, { serverMessage: "bad" }), "verify-code")[0]).toBe(
      "The verification code is invalid.",
    );
  });

  it("falls back to spec §8's table elsewhere (401 → please login, 403 → access denied)", () => {
    expect(texts(http(401), "profile")[0]).toBe("Please login to continue.");
    expect(texts(http(403, { errorFlag: false }), "profile")[0]).toBe(
      "Access denied - insufficient permissions.",
    );
  });
});
