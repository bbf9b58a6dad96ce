import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";

/**
 * What a prerendered page hands to the client beyond its HTML, so hydration renders exactly the
 * same thing: only what the HTML does not already hold. A query whose data is a static file of
 * the build (its `meta.staticFile`, such as a compiled document) is not repeated in the page: the
 * client reads the file before hydrating, preloaded while the page is parsed.
 */
export interface PrerenderState {
  /** The address the page was rendered for: another address served this file as a fallback. */
  path: string;
  /** The query cache, without the static files' data; absent when nothing is left. */
  query?: DehydratedState;
}

export const PRERENDER_STATE_ID = "gw-prerender-state";

/** The static file a query reads, when it reads one (set by the query's own `meta`). */
function staticFileOf(query: Query): string | undefined {
  const file = query.meta?.staticFile;
  return typeof file === "string" ? file : undefined;
}

/** The page's state and the static files the client reads before hydrating it. */
export function prerenderStateOf(
  queryClient: QueryClient,
  path: string,
): { state: PrerenderState; preloads: string[] } {
  const queries = queryClient.getQueryCache().getAll();
  const query = dehydrate(queryClient, {
    shouldDehydrateQuery: (entry) => !staticFileOf(entry) && defaultShouldDehydrateQuery(entry),
  });
  const preloads = queries.flatMap((entry) => staticFileOf(entry) ?? []);
  const carried = query.queries.length > 0 || query.mutations.length > 0;
  return { state: carried ? { path, query } : { path }, preloads };
}

export function readPrerenderState(doc: Document = document): PrerenderState | null {
  const element = doc.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return null;
  }
}
