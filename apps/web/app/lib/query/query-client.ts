import { QueryCache, QueryClient } from "@tanstack/react-query";

const MINUTE = 60_000;

/** `meta` flag of a query that shows its own failures beside what it feeds, so the global toast stays quiet. */
export const SHOWS_ERRORS_IN_PLACE = "showsErrorsInPlace";

/** Spec §9 / §4: exponential backoff from 1 s, doubling, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Spec §9 cache policy (ADR 004). One per request on the server, one for the page's life in the browser. */
export function createQueryClient(onError?: (error: unknown) => void): QueryClient {
  return new QueryClient({
    ...(onError
      ? {
          queryCache: new QueryCache({
            // A query whose refusals are the answer (a stay quote's closed night) says them in place, not in a toast.
            onError: (error, query) => {
              if (query.meta?.[SHOWS_ERRORS_IN_PLACE] !== true) onError(error);
            },
          }),
        }
      : {}),
    defaultOptions: {
      queries: {
        staleTime: 10 * MINUTE,
        gcTime: 5 * MINUTE,
        refetchOnWindowFocus: false,
        retry: 3,
        retryDelay,
      },
    },
  });
}
