import { AppError } from "../../lib/app-error.js";

/**
 * Checks that `ids` names every row of the list exactly once and answers each row's new position (1, 2, …).
 * A partial order would leave two rows on one position, so it is refused (422 at `ids`) rather than guessed.
 */
export function positionsOf(ids: readonly number[], existing: readonly number[]): Map<number, number> {
  const known = new Set(existing);
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError("VALIDATION_FAILED", { fields: { ids: ["admin_offers.order"] } });
  }
  return new Map(ids.map((id, index) => [id, index + 1]));
}

/** A PostgreSQL unique violation, wherever drizzle wrapped it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let cause = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const facts = cause as { code?: unknown; constraint?: unknown };
    if (facts.code === "23505" && (facts.constraint === undefined || facts.constraint === constraint))
      return true;
  }
  return false;
}
