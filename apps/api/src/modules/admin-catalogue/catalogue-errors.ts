import { AppError } from "../../lib/app-error.js";

// Two admins saving the same slug or city at once: the unique index decides, and the loser gets a 409.
export { isUniqueViolation } from "../../lib/unique-violation.js";

export const notFound = (what: "category" | "parameter" | "facility" | "city") =>
  new AppError("NOT_FOUND", { messageKey: `admin_catalogue.${what}_not_found` });

/** 409 with the translated reason, also at the field it concerns when there is one. */
export const conflict = (field: string | null, messageKey: string) =>
  new AppError("CONFLICT", { messageKey, ...(field ? { fields: { [field]: [messageKey] } } : {}) });
