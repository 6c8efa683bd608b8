import type { TOwnProject, TProjectState } from "@manzil/domain/contracts";
import { isTabOf, ownerListHref, type OwnerListView } from "../../components/owner/owner-list";
import type { OwnerBadge } from "../../components/owner/state-badge";

/** Cache key: the endpoint, so invalidation reads plainly. */
export const OWN_PROJECTS_KEY = "get-added-projects";

export type OwnProject = TOwnProject;

/** The tabs of "My projects", in the order shown; each is one of the API's counts. */
export const PROJECT_TABS = ["all", "pending", "active", "inactive", "rejected"] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const isProjectTab = (value: string | null): value is ProjectTab => isTabOf(PROJECT_TABS, value);

type Standing = Pick<OwnProject, "request_status" | "status">;

/** The one state a card names: moderation first, then whether it is shown. */
export function projectBadgeOf(project: Standing): OwnerBadge {
  if (project.request_status !== "approved") return project.request_status;
  return project.status === 1 ? "active" : "inactive";
}

/** Visitors see a project only once approved and while it is switched on. */
export const isProjectPublic = (project: Standing) =>
  project.request_status === "approved" && project.status === 1;

/** The switch offered on a card: the API shows or hides approved projects only. */
export const visibilityChangeOf = (project: Standing): 0 | 1 | null =>
  project.request_status === "approved" ? (project.status === 1 ? 0 : 1) : null;

/** The project as the API says it now stands. */
export const applyProjectState = (project: OwnProject, state: TProjectState): OwnProject => ({
  ...project,
  request_status: state.request_status,
  status: state.status,
});

/** `/user/my-projects` with the tab, search and page; defaults are left out of the address. */
export const myProjectsHref = (view: OwnerListView<ProjectTab>) => ownerListHref("/user/my-projects", view);

/** The public page of a project (spec §2: `/project-details/{id}`). */
export const publicProjectHref = (project: Pick<OwnProject, "id">) => `/project-details/${project.id}`;
