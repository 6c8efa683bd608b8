import { describe, expect, it } from "vitest";
import type { LocalizedMessage } from "../i18n/index.js";
import { describeClientFailure } from "./client-failure.js";
import type { ClientFailure } from "./client-failure.js";

describe("describeClientFailure applies spec §8's table", () => {
  it.each<[string, ClientFailure, LocalizedMessage]>([
    ["network failure", { kind: "network" }, { key: "errors.network" }],
    ["timeout", { kind: "timeout" }, { key: "errors.timeout" }],
    ["HTTP 401 asks to log in", { kind: "http", status: 401 }, { key: "errors.login_required" }],
    [
      "HTTP 401 ignores the body's message",
      { kind: "http", status: 401, serverMessage: "token expired", errorFlag: true },
      { key: "errors.login_required" },
    ],
    ["HTTP 403 is access denied", { kind: "http", status: 403 }, { key: "errors.forbidden" }],
    ["HTTP 500 is a server error", { kind: "http", status: 500 }, { key: "errors.internal" }],
    [
      "HTTP 503 hides the server's text",
      { kind: "http", status: 503, serverMessage: "db down", errorFlag: true },
      { key: "errors.internal" },
    ],
    ["HTTP 599 is still 5xx", { kind: "http", status: 599 }, { key: "errors.internal" }],
    [
      "a server error flag shows the server's message",
      { kind: "http", status: 200, errorFlag: true, serverMessage: "Property not approved yet" },
      { key: "errors.unexpected", raw: "Property not approved yet" },
    ],
    [
      "a flagged 403 with a message shows the message",
      { kind: "http", status: 403, errorFlag: true, serverMessage: "Blocked by owner" },
      { key: "errors.unexpected", raw: "Blocked by owner" },
    ],
    [
      "a known AppErrorCode wins over the raw message",
      { kind: "http", status: 403, code: "PACKAGE_LIMIT_OVER", serverMessage: "limit", errorFlag: true },
      { key: "errors.package_limit_over" },
    ],
    [
      "an unknown code is ignored",
      { kind: "http", status: 404, code: "NOPE", serverMessage: "Not here" },
      { key: "errors.unexpected", raw: "Not here" },
    ],
    [
      "another status shows the raw message",
      { kind: "http", status: 404, serverMessage: "Property not found" },
      { key: "errors.unexpected", raw: "Property not found" },
    ],
    [
      "another status with no message is unexpected",
      { kind: "http", status: 404 },
      { key: "errors.unexpected" },
    ],
    [
      "a blank message counts as none",
      { kind: "http", status: 400, serverMessage: "  " },
      { key: "errors.unexpected" },
    ],
    [
      "an error flag without a message is unexpected",
      { kind: "http", status: 200, errorFlag: true },
      { key: "errors.unexpected" },
    ],
    [
      "unknown failure shows its raw message",
      { kind: "unknown", message: "Boom" },
      { key: "errors.unexpected", raw: "Boom" },
    ],
    ["unknown failure without a message is unexpected", { kind: "unknown" }, { key: "errors.unexpected" }],
  ])("%s", (_rule, failure, expected) => {
    expect(describeClientFailure(failure)).toEqual(expected);
  });
});
