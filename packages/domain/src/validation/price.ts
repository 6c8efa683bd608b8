import { z } from "zod";
import { keyByPresence, withKey } from "./message-keys.js";

/** Spec §5/§9, in major units of the listing's currency (EGP) as the owner types it. */
export const MAX_PRICE_PER_NIGHT = 10_000;

export const pricePerNight = z
  .number(keyByPresence("validation.required.price", "validation.invalid_price"))
  .min(0, withKey("validation.invalid_price"))
  .max(MAX_PRICE_PER_NIGHT, withKey("validation.price_too_high"));

/** A percentage from 0 to 100 inclusive; fractions such as 12.5 are allowed. */
export const discountPercent = z
  .number(withKey("validation.invalid_discount"))
  .min(0, withKey("validation.invalid_discount"))
  .max(100, withKey("validation.invalid_discount"));
