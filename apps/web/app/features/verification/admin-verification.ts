import { VERIFICATION_APPLICATION_STATES, VERIFICATION_PAGE } from "@manzil/domain/contracts";

export type ApplicationState = (typeof VERIFICATION_APPLICATION_STATES)[number];
export const applicationStates = VERIFICATION_APPLICATION_STATES;

export const ADMIN_APPLICATIONS_KEY = "admin/verification/applications";
export const ADMIN_APPLICATIONS_PAGE_SIZE = VERIFICATION_PAGE;

export type AdminVerificationView = { state: ApplicationState; page: number };

const isState = (value: string | null): value is ApplicationState =>
  (applicationStates as readonly string[]).includes(value ?? "");

/** `?state=failed&page=2`; anything odd falls back to the applications waiting (the queue's first concern). */
export function adminVerificationViewOf(params: URLSearchParams): AdminVerificationView {
  const state = params.get("state");
  const page = Number(params.get("page"));
  return {
    state: isState(state) ? state : "pending",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function adminVerificationHref(view: AdminVerificationView): string {
  const params = new URLSearchParams();
  if (view.state !== "pending") params.set("state", view.state);
  if (view.page > 1) params.set("page", String(view.page));
  const search = params.toString();
  return `/admin/verification${search ? `?${search}` : ""}`;
}
