import {
  adminAdvertisementStatuses,
  reportStates,
  type TAdminAdvertisementStatus,
} from "@manzil/domain/contracts";
import type { BadgeTone } from "../../components/ui/status-badge";

export const REPORTS_KEY = "admin/reports";
export const ADS_KEY = "admin/advertisements";
export const PAGE_SIZE = 20;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | "" =>
  (choices as readonly string[]).includes(value ?? "") ? (value as T) : "";

const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

const withQuery = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
};

/** The reports list as the URL holds it: `?status=resolved&page=2` (open reports when absent). */
export type ReportsView = { status: (typeof reportStates)[number]; page: number };

export function reportsViewOf(params: URLSearchParams): ReportsView {
  return { status: oneOf(reportStates, params.get("status")) || "open", page: pageOf(params) };
}

export function reportsHref(view: ReportsView): string {
  const params = new URLSearchParams();
  if (view.status !== "open") params.set("status", view.status);
  if (view.page > 1) params.set("page", String(view.page));
  return withQuery("/admin/reports", params);
}

export const reportHref = (propertyId: number) => `/admin/reports/${propertyId}`;

/** A period bound from the URL: a real calendar day, or nothing. */
const dayOf = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : "";

/** The advertisements list as the URL holds it: `?status=pending&q=villa&owner=mona&from=…&to=…&page=2`. */
export type AdsView = {
  status: TAdminAdvertisementStatus | "";
  q: string;
  owner: string;
  from: string;
  to: string;
  page: number;
};

export function adsViewOf(params: URLSearchParams): AdsView {
  return {
    status: oneOf(adminAdvertisementStatuses, params.get("status")),
    q: (params.get("q") ?? "").slice(0, 100),
    owner: (params.get("owner") ?? "").slice(0, 100),
    from: dayOf(params.get("from")),
    to: dayOf(params.get("to")),
    page: pageOf(params),
  };
}

export function adsHref(view: AdsView): string {
  const params = new URLSearchParams();
  if (view.status) params.set("status", view.status);
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.owner.trim()) params.set("owner", view.owner.trim());
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.page > 1) params.set("page", String(view.page));
  return withQuery("/admin/advertisements", params);
}

export function adsFiltersOf(view: AdsView) {
  return {
    status: view.status || undefined,
    q: view.q.trim() || undefined,
    owner: view.owner.trim() || undefined,
    from: view.from || undefined,
    to: view.to || undefined,
  };
}

export const adStatusTone: Record<TAdminAdvertisementStatus, BadgeTone> = {
  pending: "wait",
  approved: "good",
  rejected: "bad",
  expired: "neutral",
};
