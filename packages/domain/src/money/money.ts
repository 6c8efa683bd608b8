import { isCurrencyCode } from "./minor-unit-exponents.js";

/** An amount in integer minor units (piastres, cents, fils) of an ISO 4217 currency. */
export interface Money {
  readonly amount: number;
  readonly currency: string;
}

export class CurrencyMismatchError extends Error {
  override readonly name = "CurrencyMismatchError";

  constructor(
    readonly left: string,
    readonly right: string,
  ) {
    super(`Cannot combine ${left} with ${right}; convert one side first`);
  }
}

export function isMoney(value: unknown): value is Money {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const candidate = value as Record<string, unknown>;
  return Number.isSafeInteger(candidate["amount"]) && isCurrencyCode(candidate["currency"]);
}

/** Sums two amounts of one currency. Mixing currencies is a bug upstream, so it throws. */
export function addMoney(left: Money, right: Money): Money {
  if (left.currency !== right.currency) {
    throw new CurrencyMismatchError(left.currency, right.currency);
  }
  const amount = left.amount + right.amount;
  if (
    !Number.isSafeInteger(left.amount) ||
    !Number.isSafeInteger(right.amount) ||
    !Number.isSafeInteger(amount)
  ) {
    throw new RangeError(
      `Money must stay within safe integer minor units (${left.amount} + ${right.amount})`,
    );
  }
  return { amount: amount + 0, currency: left.currency };
}
