import { track, whenConsentAllows } from "@gw/consent";
import { useRouterState, type RouterState } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { pageViewOf } from "./pageView";

/** The finished page (its history entry's key and its page view, as JSON), or null while loading. */
function shownPage(state: RouterState): string | null {
  const leaf = state.matches.at(-1);
  if (state.status !== "idle" || !leaf || leaf.status !== "success") return null;
  const view = pageViewOf(leaf);
  if (!view) return null;
  // A new key for every navigation, even to the same address, so each page shown counts.
  const key = (state.location.state as { __TSR_key?: string }).__TSR_key ?? state.location.href;
  return JSON.stringify({ key, view });
}

/**
 * Records one `PageView` for each page shown, the first and every client-side navigation, once
 * it has finished loading. Without analytics consent nothing is recorded or queued; consent given
 * while a page is still shown records that page's view then, and leaving the page first cancels it.
 */
export function usePageViews(): void {
  const shown = useRouterState({ select: shownPage });
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!shown) return;
    return whenConsentAllows("analytics", () => {
      // StrictMode runs effects twice; a page is recorded once.
      if (recorded.current === shown) return;
      recorded.current = shown;
      track("PageView", (JSON.parse(shown) as { view: Record<string, unknown> }).view);
    });
  }, [shown]);
}
