import type { ModerationStatus, TModerationQueueItem } from "@manzil/domain/contracts";

export type ReviewKind = TModerationQueueItem["type"];
export const reviewKinds = ["property", "project"] as const satisfies readonly ReviewKind[];
export const reviewStates = [
  "pending",
  "rejected",
  "approved",
] as const satisfies readonly ModerationStatus[];

/** Items per page of the queue. */
export const REVIEW_PAGE_SIZE = 20;

/** Every cached page of the queue starts with this. */
export const REVIEW_QUEUE_KEY = "admin/moderation-queue";

export const reviewOrders = ["oldest", "newest"] as const;
export type ReviewOrder = (typeof reviewOrders)[number];

export type ReviewView = { kind: ReviewKind; state: ModerationStatus; order: ReviewOrder; page: number };

const isKind = (value: string | null): value is ReviewKind => value === "property" || value === "project";
const isState = (value: string | null): value is ModerationStatus =>
  (reviewStates as readonly string[]).includes(value ?? "");

/**
 * The view in the address bar (`?type=project&state=rejected&order=newest&page=2`); anything odd falls back to
 * the start: waiting listings, the longest-waiting first.
 */
export function reviewViewOf(params: URLSearchParams): ReviewView {
  const kind = params.get("type");
  const state = params.get("state");
  const page = Number(params.get("page"));
  return {
    kind: isKind(kind) ? kind : "property",
    state: isState(state) ? state : "pending",
    order: params.get("order") === "newest" ? "newest" : "oldest",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function reviewHref(view: ReviewView): string {
  const params = new URLSearchParams();
  if (view.kind !== "property") params.set("type", view.kind);
  if (view.state !== "pending") params.set("state", view.state);
  if (view.order !== "oldest") params.set("order", view.order);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/review${search ? `?${search}` : ""}`;
}

/** Where an item can be seen: its public page once approved (a project's page takes its slug too). */
export function publicPathOf(item: Pick<TModerationQueueItem, "type" | "slug_id">): string {
  const base = item.type === "property" ? "/properties-details" : "/project-details";
  return `${base}/${encodeURIComponent(item.slug_id)}`;
}
