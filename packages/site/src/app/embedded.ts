import type { RouteStaticData } from "./routeStaticData";

/**
 * Whether the page shown is an embedded document (`?embedded=true` on a route whose staticData
 * says `embeddable`). Embedded, the app that shows the page owns consent: no cookie banner, and
 * no third-party script starts.
 */
export function isEmbedded(state: {
  matches: readonly { staticData?: RouteStaticData; search?: unknown }[];
}): boolean {
  const leaf = state.matches.at(-1);
  const embeddable = leaf?.staticData?.embeddable;
  return Boolean(embeddable && (leaf?.search as { embedded?: unknown })?.embedded === true);
}
