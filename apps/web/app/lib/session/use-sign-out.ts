import { useQueryClient } from "@tanstack/react-query";
import { useSubmit } from "react-router";
import { removeStorage, STORAGE_KEYS } from "../storage/local-storage";

/**
 * Signs out through the `/logout` action (which revokes the token and clears the cookie). This
 * browser's onboarding flag and cached account data belong to the account, so they go too.
 */
export function useSignOut() {
  const submit = useSubmit();
  const queryClient = useQueryClient();
  return () => {
    removeStorage(STORAGE_KEYS.onboardingDone);
    // Cleared once the signed-in page is gone, so it does not refetch its data on the way out.
    void submit(null, { method: "post", action: "/logout" }).then(() => queryClient.clear());
  };
}
