import { AppError } from "../../lib/app-error.js";

const UNIQUE_VIOLATION = "23505";

export const notFound = (what: "category" | "parameter" | "facility" | "city") =>
  new AppError("NOT_FOUND", { messageKey: `admin_catalogue.${what}_not_found` });

/** 409 with the translated reason, also at the field it concerns when there is one. */
export const conflict = (field: string | null, messageKey: string) =>
  new AppError("CONFLICT", { messageKey, ...(field ? { fields: { [field]: [messageKey] } } : {}) });

/** A unique index refused the write (two admins saving the same slug at once): the caller's conflict. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
