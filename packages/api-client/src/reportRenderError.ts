import { apiBaseUrl } from "./apiBaseUrl";
import { renderErrorLimits } from "./limits";
import { publicApiPaths } from "./publicCalls";

/** What this page has reported, so a part failing again and again is reported once. */
const reported = new Set<string>();

/**
 * Tells the API's log that a part of this page could not be shown (an error boundary caught a
 * render error): the error's message, the part's name, the page's path without its query, and
 * the build. Nothing else of the visitor; at most a few a page; never waits, never throws.
 */
export function reportRenderError(error: unknown, part: string, build: string): void {
  if (typeof window === "undefined") return;
  const message = (
    error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  ).slice(0, renderErrorLimits.message);
  const key = `${part}\n${message}`;
  if (reported.has(key) || reported.size >= renderErrorLimits.perPage) return;
  reported.add(key);
  fetch(`${apiBaseUrl()}${publicApiPaths.renderError}`, {
    method: "POST",
    // Sent even if the visitor leaves the page at once.
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      message,
      part: part.slice(0, renderErrorLimits.part),
      path: location.pathname.slice(0, renderErrorLimits.path),
      build: build.slice(0, renderErrorLimits.build),
    }),
  }).catch(() => {
    // The report is a courtesy: a visitor offline loses nothing by its failing.
  });
}
