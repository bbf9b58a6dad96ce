import { hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";

/** Puts the data a page was prerendered with back into the cache before hydration. */
export function restoreQueries(queryClient: QueryClient, state: DehydratedState) {
  hydrate(queryClient, state);
}
