/** The report dialog's choice: a listed reason's id, or "other" with the member's own words. */
export type ReportChoice = number | "other" | null;

export const REPORT_MESSAGE_MAX = 1000;

export type ReportErrors = {
  reason?: "report.errors.reason_required";
  message?: "report.errors.message_required" | "report.errors.message_too_long";
};

export type AddReportPayload = { property_id: number; reason_id: number; other_message?: string };

/**
 * What `add_reports` receives (reason_id 0 means "other", as eBroker clients send it), or the key of each
 * error: a reason must be chosen, and "other" needs a message of at most 1,000 characters.
 */
export function reportPayload({
  propertyId,
  choice,
  message,
}: {
  propertyId: number;
  choice: ReportChoice;
  message: string;
}): { ok: true; payload: AddReportPayload } | { ok: false; errors: ReportErrors } {
  if (choice === null) return { ok: false, errors: { reason: "report.errors.reason_required" } };
  if (choice !== "other") return { ok: true, payload: { property_id: propertyId, reason_id: choice } };
  const text = message.trim();
  if (text === "") return { ok: false, errors: { message: "report.errors.message_required" } };
  if (text.length > REPORT_MESSAGE_MAX)
    return { ok: false, errors: { message: "report.errors.message_too_long" } };
  return { ok: true, payload: { property_id: propertyId, reason_id: 0, other_message: text } };
}
