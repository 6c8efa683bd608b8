import { intlLocale, type Locale } from "@manzil/domain/i18n";

export const AUDIT_KEY = "admin/audit-log";
export const AUDIT_PAGE_SIZE = 20;

/** The action families the API records (ADR 063, 064); the filter offers these, the API matches any prefix. */
export const actionPrefixes = [
  "users.",
  "moderation.",
  "bank_transfers.",
  "payments.",
  "refund_requests.",
  "verification.",
  "announcements.",
  "settings.",
  "packages.",
  "report_reasons.",
  "homepage.",
] as const;

/** The kinds of thing an admin acts on, as the API names them. */
export const targetTypes = [
  "user",
  "property",
  "project",
  "payment_transaction",
  "refund_request",
  "verification_application",
  "verification_field",
  "announcement",
  "setting",
  "package",
  "report_reason",
  "homepage_section",
] as const;

/** `?action=users.&target_type=user&target_id=9&actor=1&page=2`; anything odd is dropped. */
export type AuditView = {
  action: string;
  targetType: string;
  targetId: string;
  actor: number | null;
  page: number;
};

const positiveInt = (value: string | null, max: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= max ? number : null;
};
const safeText = (value: string | null, max: number) => (value ?? "").trim().slice(0, max);

export function auditViewOf(params: URLSearchParams): AuditView {
  return {
    action: safeText(params.get("action"), 100),
    targetType: safeText(params.get("target_type"), 50),
    targetId: safeText(params.get("target_id"), 100),
    actor: positiveInt(params.get("actor"), 2_147_483_647),
    page: positiveInt(params.get("page"), 10_000) ?? 1,
  };
}

export function auditHref(view: AuditView): string {
  const params = new URLSearchParams();
  if (view.action) params.set("action", view.action);
  if (view.targetType) params.set("target_type", view.targetType);
  if (view.targetId) params.set("target_id", view.targetId);
  if (view.actor) params.set("actor", String(view.actor));
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/audit-log${search ? `?${search}` : ""}`;
}

export const auditFiltersOf = (view: AuditView) => ({
  action: view.action || undefined,
  target_type: view.targetType || undefined,
  target_id: view.targetId || undefined,
  actor_id: view.actor ?? undefined,
});

/** One changed fact: its name and the value before and after (`undefined` when it was absent). */
export type Change = { key: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an action changed. Two objects: the keys whose values differ, in the order they first appear (a key only
 * after, like a deactivation's reason, counts as a change). Anything else (a value created from nothing, a
 * list): one change named "" with the whole values.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const was = before ?? undefined;
  const is = after ?? undefined;
  if ((isRecord(was) || was === undefined) && (isRecord(is) || is === undefined) && (was || is)) {
    const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
    return keys
      .filter((key) => !same(was?.[key], is?.[key]))
      .map((key) => ({ key, before: was?.[key], after: is?.[key] }));
  }
  return same(was, is) ? [] : [{ key: "", before: was, after: is }];
}

/** A value as the admin reads it: text as it is, everything else as JSON; absent as a dash. */
export function shownValue(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value;
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, " ");
}

/** When, in the page's language; in UTC and saying so, so the server and the browser print the same. */
export function formatWhen(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(date);
}
