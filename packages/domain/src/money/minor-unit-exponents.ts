/**
 * ISO 4217 minor-unit exponents that differ from the default of 2 (the number of decimal places a
 * currency's minor unit represents). Listing only the exceptions keeps the table reviewable.
 */
const NON_DEFAULT_EXPONENTS: Readonly<Record<string, number>> = {
  // No minor unit.
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // Thousandths: the dinars and rials of the region.
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // Ten-thousandths: Chilean and Uruguayan indexed units of account.
  CLF: 4,
  UYW: 4,
};

export const DEFAULT_MINOR_UNIT_EXPONENT = 2;

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Three upper-case ASCII letters; whether ISO has assigned the code is not checked. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === "string" && CURRENCY_CODE.test(value);
}

/** Decimal places of the currency's minor unit: 2 for EGP, 0 for JPY, 3 for KWD. */
export function minorUnitExponent(currency: string): number {
  if (!isCurrencyCode(currency)) {
    throw new RangeError(`Not an ISO 4217 currency code: "${currency}"`);
  }
  return NON_DEFAULT_EXPONENTS[currency] ?? DEFAULT_MINOR_UNIT_EXPONENT;
}
