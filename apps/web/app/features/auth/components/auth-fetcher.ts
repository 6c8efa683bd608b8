import { useFetcher } from "react-router";
import type { AuthActionData } from "../auth-flow";

/** Every auth form posts to the `/login` action through one fetcher, so the dialog never navigates away. */
export function useAuthFetcher() {
  return useFetcher<AuthActionData>();
}

export type AuthFetcher = ReturnType<typeof useAuthFetcher>;

export const AUTH_ACTION = "/login";
