import { describe, expect, it } from "vitest";
import { addMoney, CurrencyMismatchError, isMoney } from "./money.js";

describe("isMoney requires safe-integer minor units and an ISO code", () => {
  it.each([
    [{ amount: 100, currency: "EGP" }, true],
    [{ amount: -100, currency: "KWD" }, true],
    [{ amount: 0, currency: "JPY" }, true],
    [{ amount: 1.5, currency: "EGP" }, false],
    [{ amount: 2 ** 53, currency: "EGP" }, false],
    [{ amount: "100", currency: "EGP" }, false],
    [{ amount: 100, currency: "egp" }, false],
    [{ amount: 100 }, false],
    [null, false],
    [100, false],
  ])("%j → %s", (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });
});

describe("addMoney sums one currency in integer minor units", () => {
  it.each([
    [100, 250, 350],
    [100, -250, -150],
    [0, 0, 0],
    [Number.MAX_SAFE_INTEGER - 1, 1, Number.MAX_SAFE_INTEGER],
  ])("%i + %i = %i", (left, right, sum) => {
    expect(addMoney({ amount: left, currency: "EGP" }, { amount: right, currency: "EGP" })).toEqual({
      amount: sum,
      currency: "EGP",
    });
  });

  it("throws CurrencyMismatchError when currencies differ", () => {
    expect(() => addMoney({ amount: 1, currency: "EGP" }, { amount: 1, currency: "USD" })).toThrow(
      CurrencyMismatchError,
    );
  });

  it.each([
    [Number.MAX_SAFE_INTEGER, 1],
    [0.5, 1],
  ])("throws RangeError when %f + %f leaves safe integers", (left, right) => {
    expect(() => addMoney({ amount: left, currency: "EGP" }, { amount: right, currency: "EGP" })).toThrow(
      RangeError,
    );
  });
});
