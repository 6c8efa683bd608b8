import { describe, expect, it } from "vitest";
import { APP_ERRORS, AppErrorCode, httpStatusFor, isAppErrorCode, messageKeyFor } from "./app-error-codes.js";
import { AppError } from "./app-error.js";

describe("each AppErrorCode has its HTTP status", () => {
  it.each<[AppErrorCode, number]>([
    ["BAD_REQUEST", 400],
    ["VALIDATION_FAILED", 422],
    ["UNAUTHENTICATED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["PAYLOAD_TOO_LARGE", 413],
    ["UNSUPPORTED_MEDIA_TYPE", 415],
    ["RATE_LIMITED", 429],
    ["INTERNAL", 500],
    ["SERVICE_UNAVAILABLE", 503],
  ])("%s → %i", (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });

  it.each<AppErrorCode>([
    "PACKAGE_LIMIT_OVER",
    "NOT_SUBSCRIBED",
    "PROFILE_INCOMPLETE",
    "VERIFICATION_REQUIRED",
    "VERIFICATION_PENDING",
    "VERIFICATION_FAILED",
    "ACCOUNT_DEACTIVATED",
    "DEMO_MODE",
    "NO_PAYMENT_METHOD",
  ])("the feature gate %s is 403", (code) => {
    expect(httpStatusFor(code)).toBe(403);
  });

  it("never uses 402", () => {
    expect(Object.values(APP_ERRORS).map(({ status }) => status)).not.toContain(402);
  });
});

describe("each AppErrorCode has a message key", () => {
  it.each<[AppErrorCode, string]>([
    ["UNAUTHENTICATED", "errors.unauthenticated"],
    ["FORBIDDEN", "errors.forbidden"],
    ["INTERNAL", "errors.internal"],
    ["PACKAGE_LIMIT_OVER", "errors.package_limit_over"],
    ["NOT_SUBSCRIBED", "errors.not_subscribed"],
  ])("%s → %s", (code, key) => {
    expect(messageKeyFor(code)).toBe(key);
  });
});

describe("the AppErrorCode object names every code as its own value", () => {
  it("mirrors APP_ERRORS", () => {
    expect(Object.keys(AppErrorCode)).toEqual(Object.keys(APP_ERRORS));
    expect(AppErrorCode.NOT_FOUND).toBe("NOT_FOUND");
  });

  it.each([
    ["NOT_FOUND", true],
    ["not_found", false],
    ["toString", false],
    [undefined, false],
  ])("isAppErrorCode(%j) is %s", (value, expected) => {
    expect(isAppErrorCode(value)).toBe(expected);
  });
});

describe("AppError carries a code, its status and details", () => {
  it("derives status from the code", () => {
    const error = new AppError("PACKAGE_LIMIT_OVER", "limit reached for property_list", {
      type: "property_list",
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("AppError");
    expect(error.status).toBe(403);
    expect(error.details).toEqual({ type: "property_list" });
    expect(error.message).toBe("limit reached for property_list");
  });

  it("defaults the log message to the code", () => {
    expect(new AppError("NOT_FOUND").message).toBe("NOT_FOUND");
  });
});
