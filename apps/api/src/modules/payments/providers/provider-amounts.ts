import { minorUnitExponent, parseExactDecimal, toDecimalString } from "@manzil/domain/money";
import { PaymentProviderError, type Money } from "./payment-provider.js";

/**
 * The one place where our integer minor units meet a gateway's amount fields. Gateways disagree on units
 * (Razorpay, Paystack and Paymob count subunits; Flutterwave and PayPal take a decimal of major units), on
 * three-decimal currencies and on currencies they take whole although ISO 4217 gives them decimals, so each adapter
 * states its rule through these functions' options instead of multiplying by 100 on its own. Nothing in this
 * file rounds: an amount a gateway cannot express exactly is refused, because rounding would charge a
 * different sum from the one the server computed.
 */

export class UnchargeableAmountError extends RangeError {
  override name = "UnchargeableAmountError";
}

function assertPositiveSafeInteger(amountMinor: number, currency: string): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new UnchargeableAmountError(`${currency} amount must be a positive whole number of minor units`);
  }
}

export type SubunitRules = {
  /**
   * Three-decimal currencies (KWD, BHD, OMR, JOD) whose last digit the gateway requires to be 0: Razorpay takes
   * 99.990 KWD as 99990 and refuses 99991. Such an amount is refused rather than rounded.
   */
  lastDigitZeroForThreeDecimals?: boolean;
};

/** Our minor units → the gateway's integer subunit amount (ISO 4217 exponents: EGP 2, KWD 3, JPY 0). */
export function toProviderSubunits(money: Money, rules: SubunitRules = {}): number {
  assertPositiveSafeInteger(money.amountMinor, money.currency);
  if (
    rules.lastDigitZeroForThreeDecimals &&
    minorUnitExponent(money.currency) === 3 &&
    money.amountMinor % 10 !== 0
  ) {
    throw new UnchargeableAmountError(`${money.currency} amounts must end in 0 for this gateway`);
  }
  return money.amountMinor;
}

/** A gateway's integer subunit amount → our Money; anything but a non-negative safe integer is refused. */
export function fromProviderSubunits(amount: unknown, currency: string): Money {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
    throw new UnchargeableAmountError(`Not a whole ${currency} subunit amount: ${String(amount)}`);
  }
  minorUnitExponent(currency);
  return { amountMinor: amount, currency };
}

export type MajorDecimalRules = {
  /**
   * Currencies the gateway takes only as whole numbers although ISO 4217 gives them decimals (PayPal: HUF, TWD):
   * 1500.00 HUF is sent as "1500", and 1500.50 HUF is refused rather than rounded.
   */
  wholeNumberCurrencies?: readonly string[];
};

/** Our minor units → major units as exact decimal text with every minor digit ("1250.50" EGP, "12.345" KWD, "1500" JPY). */
export function toProviderMajorDecimal(money: Money, rules: MajorDecimalRules = {}): string {
  assertPositiveSafeInteger(money.amountMinor, money.currency);
  const decimal = toDecimalString(money.amountMinor, money.currency);
  if (!rules.wholeNumberCurrencies?.includes(money.currency)) return decimal;
  const [whole, fraction = ""] = decimal.split(".");
  if (/[^0]/.test(fraction)) {
    throw new UnchargeableAmountError(`${money.currency} must be a whole amount for this gateway`);
  }
  return whole!;
}

export type MajorAmountRules = {
  /**
   * Only plain decimal text ("1250.50", "5000") is an amount, as in PayPal's `value`: a JSON number, an exponent
   * ("1e3") or a sign means the answer is not what the gateway documents, so it is refused.
   */
  plainDecimalText?: boolean;
};

/**
 * A gateway's major-unit amount (JSON number or text) → our Money, exactly. `100.5` USD is 10050; `1.2345` KWD
 * carries a digit the currency cannot hold and is refused instead of rounded.
 */
export function fromProviderMajorAmount(
  amount: unknown,
  currency: string,
  rules: MajorAmountRules = {},
): Money {
  const plain = typeof amount === "string" && /^\d+(?:\.\d+)?$/.test(amount);
  if ((typeof amount !== "number" && typeof amount !== "string") || (rules.plainDecimalText && !plain)) {
    throw new UnchargeableAmountError(`Not a ${currency} amount: ${String(amount)}`);
  }
  const exponent = minorUnitExponent(currency);
  let decimal: ReturnType<typeof parseExactDecimal>;
  try {
    decimal = parseExactDecimal(amount);
  } catch (error) {
    throw new UnchargeableAmountError(`Not a ${currency} amount: ${String(amount)}`, { cause: error });
  }
  let { coefficient, scale } = decimal;
  // Trailing zeros beyond the exponent ("100.500" USD) are harmless; any other extra digit is not.
  while (scale > exponent && coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale -= 1;
  }
  if (scale > exponent) {
    throw new UnchargeableAmountError(`${currency} has ${exponent} decimals; got ${String(amount)}`);
  }
  const minor = coefficient * 10n ** BigInt(exponent - scale);
  if (minor < 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new UnchargeableAmountError(`${currency} amount out of range: ${String(amount)}`);
  }
  return { amountMinor: Number(minor), currency };
}

/**
 * An amount a gateway account can charge, in the gateway's units: a currency the account is not set up for, or a
 * value the gateway cannot express exactly, is a PaymentProviderError before the gateway is ever called.
 */
export function chargeableAmount<T>(
  account: { provider: string; currencies: readonly string[] },
  money: Money,
  toGatewayUnits: (money: Money) => T,
): T {
  if (!account.currencies.includes(money.currency)) {
    throw new PaymentProviderError(`${account.provider} is not set up to charge ${money.currency}`);
  }
  try {
    return toGatewayUnits(money);
  } catch (cause) {
    throw new PaymentProviderError(`${account.provider} cannot charge this ${money.currency} amount`, {
      cause,
    });
  }
}
