import { useQuery } from "@tanstack/react-query";
import { apiGet, ApiRequestError } from "../api/browser-api";
import type { UserProfile } from "../api/types";
import { useLocale } from "../i18n/use-locale";
import { useRootData } from "../seo/root-data";

/** Every cached copy of the own profile starts with this (invalidate it after a change). */
export const OWN_PROFILE_KEY = "get-user-data";

/**
 * The signed-in user's profile, loaded in the browser (signed-in pages, ADR 004). Keyed by the viewer,
 * so another account signing in on this page never sees the previous one's cached data.
 */
export function useOwnProfile() {
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  return useQuery({
    queryKey: [OWN_PROFILE_KEY, viewerId, locale],
    queryFn: () => apiGet<UserProfile>("get-user-data", { lang: locale }),
    // A refused session stays refused: ask once, not four times (spec §9's retries are for flaky networks).
    retry: (failures, error) => !isRefusedSession(error) && failures < 3,
  });
}

function isRefusedSession(error: unknown): boolean {
  return error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status === 401;
}
