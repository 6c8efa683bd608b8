export {
  divideRoundingHalfAwayFromZero,
  formatScaledInteger,
  parseExactDecimal,
  rescale,
} from "./exact-decimal.js";
export type { ExactDecimal } from "./exact-decimal.js";
export { DEFAULT_MINOR_UNIT_EXPONENT, isCurrencyCode, minorUnitExponent } from "./minor-unit-exponents.js";
export { fromMinorUnits, toDecimalString, toMinorUnits } from "./minor-units.js";
export { addMoney, CurrencyMismatchError, isMoney } from "./money.js";
export type { Money } from "./money.js";
export { BASIS_POINTS_PER_UNIT, includedTaxMinor, percentToBasisPoints } from "./included-tax.js";
