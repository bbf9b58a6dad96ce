import type { DehydratedState } from "@tanstack/react-query";
import type { Locale } from "@gw/i18n";

/** What a prerendered page hands to the client so hydration renders exactly the same thing. */
export interface PrerenderState {
  locale: Locale;
  query: DehydratedState;
  /** The address the page was rendered for: another address served this file as a fallback. */
  path?: string;
}

export const PRERENDER_STATE_ID = "gw-prerender-state";

/** JSON safe inside <script>: no `</script>` or HTML comment can close it early. */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
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
