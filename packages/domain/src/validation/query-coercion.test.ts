import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  emptyToUndefined,
} from "./query-coercion.js";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("emptyToUndefined treats an empty query value as absent", () => {
  it.each([
    ["", undefined],
    ["   ", undefined],
    ["0", "0"],
    [0, 0],
    [null, null],
    [false, false],
  ])("%j → %j", (value, expected) => {
    expect(emptyToUndefined(value)).toBe(expected);
  });

  it("makes `latitude=` an absent key in an object schema", () => {
    const query = z.object({ latitude: z.preprocess(emptyToUndefined, z.string().optional()) });
    expect(query.parse({ latitude: "" })).toEqual({});
  });
});

describe("coerceOptionalNumber reads plain decimals, blank is absent", () => {
  const latitude = coerceOptionalNumber(z.number().min(-90).max(90));

  it.each<[unknown, number | undefined]>([
    ["30.0444", 30.0444],
    [" -31.2 ", -31.2],
    [".5", 0.5],
    [12, 12],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j", (value, expected) => {
    expect(latitude.parse(value)).toBe(expected);
  });

  it.each(["abc", "0x10", "1e3", "Infinity", "1,5", ["1", "2"]])("rejects %j as not a number", (value) => {
    expect(messagesOf(coerceOptionalNumber().safeParse(value))).toEqual(["validation.invalid_number"]);
  });

  it("keeps the inner schema's bounds", () => {
    expect(latitude.safeParse("91").success).toBe(false);
  });
});

describe("coerceOptionalInt reads whole numbers only", () => {
  it.each<[unknown, number | undefined]>([
    ["10", 10],
    ["-3", -3],
    ["", undefined],
  ])("%j → %j", (value, expected) => {
    expect(coerceOptionalInt().parse(value)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ["2.5", "validation.invalid_integer"],
    ["9007199254740993", "validation.invalid_integer"],
    ["ten", "validation.invalid_number"],
  ])("rejects %j with %s", (value, key) => {
    expect(messagesOf(coerceOptionalInt().safeParse(value))).toEqual([key]);
  });
});

describe("coerceBooleanFlag accepts 1/0/'1'/'0'/true/false/'true'/'false'", () => {
  it.each<[unknown, boolean | undefined]>([
    [1, true],
    ["1", true],
    [true, true],
    ["true", true],
    [" TRUE ", true],
    [0, false],
    ["0", false],
    [false, false],
    ["false", false],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j", (value, expected) => {
    expect(coerceBooleanFlag.parse(value)).toBe(expected);
  });

  it.each(["yes", "2", 2, null])("rejects %j", (value) => {
    expect(messagesOf(coerceBooleanFlag.safeParse(value))).toEqual(["validation.invalid_flag"]);
  });
});

describe("numbers typed with Arabic-Indic or Persian digits", () => {
  it.each([
    ["١٢٫٥", 12.5],
    ["۳۵۰", 350],
    [" ٠ ", 0],
  ])("coerceOptionalNumber reads %j as %j", (typed, read) => {
    expect(coerceOptionalNumber().parse(typed)).toBe(read);
  });

  it("coerceOptionalInt still refuses a fraction typed in Arabic digits", () => {
    expect(messagesOf(coerceOptionalInt().safeParse("٢٫٥"))).toEqual(["validation.invalid_integer"]);
  });

  it("still refuses text that only looks numeric", () => {
    expect(messagesOf(coerceOptionalNumber().safeParse("١٢abc"))).toEqual(["validation.invalid_number"]);
  });
});
