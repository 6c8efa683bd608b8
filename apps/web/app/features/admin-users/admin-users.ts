import {
  adminCustomerTypes,
  adminUserRoles,
  adminVerificationStatuses,
  type TAdminUser,
} from "@manzil/domain/contracts";
import type { BadgeTone } from "../../components/ui/status-badge";

export const USERS_KEY = "admin/users";
export const USERS_PAGE_SIZE = 20;
/** How long the search box waits after the last key before the URL (and the list) follows it. */
export const SEARCH_DELAY_MS = 350;

export const activeChoices = ["1", "0"] as const;

/** The list as the URL holds it: `?q=mona&role=admin&active=0&type=agent&verification=pending&page=2`. */
export type UsersView = {
  q: string;
  role: (typeof adminUserRoles)[number] | "";
  active: (typeof activeChoices)[number] | "";
  type: (typeof adminCustomerTypes)[number] | "";
  verification: (typeof adminVerificationStatuses)[number] | "";
  page: number;
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | "" =>
  (choices as readonly string[]).includes(value ?? "") ? (value as T) : "";

/** Anything odd in the URL falls back to "all members, first page". */
export function usersViewOf(params: URLSearchParams): UsersView {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    role: oneOf(adminUserRoles, params.get("role")),
    active: oneOf(activeChoices, params.get("active")),
    type: oneOf(adminCustomerTypes, params.get("type")),
    verification: oneOf(adminVerificationStatuses, params.get("verification")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function usersHref(view: UsersView): string {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set("q", view.q.trim());
  if (view.role) params.set("role", view.role);
  if (view.active) params.set("active", view.active);
  if (view.type) params.set("type", view.type);
  if (view.verification) params.set("verification", view.verification);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/users${search ? `?${search}` : ""}`;
}

/** The API's query for a view (its names, not the URL's shorter ones). */
export function usersFiltersOf(view: UsersView) {
  return {
    q: view.q.trim() || undefined,
    role: view.role || undefined,
    is_active: view.active || undefined,
    customer_type: view.type || undefined,
    verification_status: view.verification || undefined,
  };
}

export const userHref = (id: number) => `/admin/users/${id}`;

export const verificationTone: Record<TAdminUser["verification_status"], BadgeTone> = {
  initial: "neutral",
  pending: "wait",
  success: "good",
  failed: "bad",
};
