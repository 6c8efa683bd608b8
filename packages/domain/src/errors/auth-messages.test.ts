import { describe, expect, it } from "vitest";
import { translate } from "../i18n/index.js";
import { AUTH_ERROR_MESSAGE_KEYS, authMessageKey, isAuthErrorCode } from "./auth-messages.js";

const SPEC_NAMED_CODES = [
  "user-not-found",
  "wrong-password",
  "email-already-in-use",
  "invalid-email",
  "user-disabled",
  "too-many-requests",
  "operation-not-allowed",
  "internal-error",
  "invalid-login-credentials",
  "invalid-credential",
  "weak-password",
  "quota-exceeded",
  "invalid-phone-number",
  "code-expired",
  "invalid-verification-code",
  "requires-recent-login",
  "popup-blocked",
  "popup-closed-by-user",
  "network-request-failed",
];

describe("authMessageKey maps Firebase Auth codes to message keys", () => {
  it.each(SPEC_NAMED_CODES)("knows the spec-named code %s", (code) => {
    expect(isAuthErrorCode(code)).toBe(true);
    expect(authMessageKey(code).params).toBeUndefined();
  });

  it("covers about 80 codes beyond the ones the spec names", () => {
    expect(Object.keys(AUTH_ERROR_MESSAGE_KEYS).length - SPEC_NAMED_CODES.length).toBeGreaterThanOrEqual(80);
  });

  it.each([
    ["auth/wrong-password", "auth.wrong_password"],
    ["wrong-password", "auth.wrong_password"],
    [" auth/user-not-found ", "auth.user_not_found"],
    ["auth/account-exists-with-different-credential", "auth.account_exists_with_different_credential"],
    ["auth/web-storage-unsupported", "auth.web_storage_unsupported"],
  ])("%j → %s, with or without the auth/ prefix", (code, key) => {
    expect(authMessageKey(code)).toEqual({ key });
  });

  it("gives invalid-login-credentials and invalid-credential the same 'incorrect details' message", () => {
    expect(authMessageKey("auth/invalid-login-credentials")).toEqual(
      authMessageKey("auth/invalid-credential"),
    );
    expect(translate("en", authMessageKey("invalid-credential").key)).toMatch(/^Incorrect details entered/);
  });

  it("gives every other code a message of its own", () => {
    const keys = Object.entries(AUTH_ERROR_MESSAGE_KEYS)
      .filter(([code]) => code !== "invalid-login-credentials")
      .map(([, key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    const englishTexts = keys.map((key) => translate("en", key));
    expect(new Set(englishTexts).size).toBe(englishTexts.length);
  });

  it.each([
    ["auth/some-new-code", "auth/some-new-code"],
    ["some-new-code", "auth/some-new-code"],
    ["toString", "auth/toString"],
  ])("an unknown code %j reads 'An error occurred: %s'", (code, shown) => {
    const message = authMessageKey(code);
    expect(message).toEqual({ key: "auth.unknown", params: { code: shown } });
    expect(translate("en", message.key, message.params)).toBe(`An error occurred: ${shown}`);
    expect(translate("ar", message.key, message.params)).toBe(`حدث خطأ: ${shown}`);
  });
});
