import { z } from "zod";
import { PAYMENT_METHODS } from "../payments/index.js";
import { coerceOptionalInt, emptyToUndefined } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";

/**
 * `send-money`: one member pays another through an online method. The amount is the sender's choice, in major
 * units of the site's currency ("150.50" or 150.5); the server parses it exactly and checks it against the cap.
 */
export const SendMoneyBody = z.object({
  recipient_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
  amount: z.union([
    z.number().finite(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}(\.\d{1,3})?$/),
  ]),
  payment_method: z.enum(PAYMENT_METHODS),
  note: z.preprocess(emptyToUndefined, z.string().trim().max(500).optional()),
  lang: z.preprocess(emptyToUndefined, z.string().trim().max(10).optional()),
});
export type TSendMoneyBody = z.infer<typeof SendMoneyBody>;
