export {
  email,
  password,
  passwordsMatch,
  passwordWithConfirmation,
  PASSWORD_MIN_LENGTH,
  phone,
} from "./credentials.js";
export {
  BANK_RECEIPT_MAX_BYTES,
  BANK_RECEIPT_MIME_TYPES,
  checkBankReceipt,
  checkProfilePhoto,
  PROFILE_PHOTO_MIME_TYPES,
  PROFILE_PHOTO_MIN_SIDE_PX,
} from "./file-rules.js";
export type { FileFacts, FileRuleMessageKey } from "./file-rules.js";
export { keyByPresence, withKey } from "./message-keys.js";
export type { ValidationMessageKey } from "./message-keys.js";
export { discountPercent, MAX_PRICE_PER_NIGHT, pricePerNight } from "./price.js";
export {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  emptyToUndefined,
} from "./query-coercion.js";
export { requiredText } from "./required-text.js";
export type { RequiredTextField } from "./required-text.js";
export { roomNumericDefaults } from "./room-defaults.js";
export type { RoomNumericFields, RoomWithNumericDefaults } from "./room-defaults.js";
export {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  META_KEYWORDS_MAX_COUNT,
  META_TITLE_MAX_LENGTH,
  metaDescription,
  metaDescriptionWarning,
  metaKeywords,
  metaTitle,
  metaTitleWarning,
  parseMetaKeywords,
  seoDescriptionFrom,
} from "./seo.js";
export { isCheckOutAfterCheckIn, roomSelection, stayDates } from "./stay.js";
