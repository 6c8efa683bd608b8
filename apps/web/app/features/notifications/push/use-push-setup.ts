import { useQuery } from "@tanstack/react-query";
import { fetchVapidKey, VAPID_KEY_PATH } from "./push-client";
import { browserSupportsPush } from "./push-decision";

/** The server's VAPID key, asked once per page life and only where the browser could use it. */
export function useVapidKey() {
  const supported = typeof window !== "undefined" && browserSupportsPush();
  return useQuery({
    queryKey: [VAPID_KEY_PATH],
    queryFn: fetchVapidKey,
    enabled: supported,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
