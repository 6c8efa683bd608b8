import { z } from "zod";
import { coerceOptionalInt, email, emptyToUndefined, requiredText } from "../validation/index.js";
import { MAX_ID } from "./catalogue.js";
import { bilingualFields } from "./envelope.js";

const noNul = (text: string) => !text.includes("\u0000");
const boundedText = (max: number) => z.string().max(max).refine(noNul, { error: "validation.invalid_value" });

export const ReportReason = z.object({ id: z.number().int(), ...bilingualFields("reason") });
export type TReportReason = z.infer<typeof ReportReason>;

/** `add_reports`: a listed reason, or `reason_id` 0 / absent with the member's own words. */
export const AddReportBody = z
  .object({
    property_id: coerceOptionalInt(z.number().int().positive().max(MAX_ID)).pipe(z.number()),
    // eBroker clients send 0 for "other".
    reason_id: z.preprocess(
      (value) => (value === 0 || value === "0" ? undefined : value),
      coerceOptionalInt(z.number().int().positive().max(MAX_ID)),
    ),
    other_message: z.preprocess(emptyToUndefined, boundedText(1000).trim().optional()),
  })
  .refine((body) => body.reason_id !== undefined || body.other_message !== undefined, {
    error: "validation.report_reason_required",
    path: ["reason_id"],
  });
export type TAddReportBody = z.infer<typeof AddReportBody>;

/** `contct_us` (spelt as the clients call it): every field required, spec §5 messages. */
export const ContactUsBody = z.object({
  first_name: requiredText("first_name").pipe(boundedText(100)),
  last_name: requiredText("last_name").pipe(boundedText(100)),
  email,
  subject: requiredText("subject").pipe(boundedText(200)),
  message: requiredText("message").pipe(boundedText(5000)),
});
export type TContactUsBody = z.infer<typeof ContactUsBody>;
