import type { QueryKey } from "@tanstack/react-query";
import type { TProjectState } from "@manzil/domain/contracts";
import { useOwnedChanges, type OwnedRemoval } from "../../components/owner/use-owned-changes";
import { apiPost } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import { applyProjectState, OWN_PROJECTS_KEY, type OwnProject } from "./owner-projects";

/** Showing, hiding and deleting the owner's projects shown under `queryKey` (see useOwnedChanges). */
export function useProjectChanges(queryKey: QueryKey) {
  const { locale } = useLocale();
  const owned = useOwnedChanges<OwnProject>({ queryKey, refreshKey: OWN_PROJECTS_KEY });

  const setVisible = (project: OwnProject, status: 0 | 1) =>
    owned.change(project, {
      expected: (item) => ({ ...item, status }),
      send: () =>
        apiPost<TProjectState>("change-project-status", { project_id: project.id, status }, { lang: locale }),
      settled: applyProjectState,
    });

  const remove = (project: OwnProject, options: Omit<OwnedRemoval, "send"> = {}) =>
    owned.remove(project, {
      ...options,
      send: () => apiPost("delete_project", { id: project.id }, { lang: locale }),
    });

  return { busy: owned.busy, setVisible, remove };
}
