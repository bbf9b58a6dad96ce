import { countEvent, recordForTagManager, whenConsentAllows } from "@gw/consent";
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
 * One `PageView` for each page shown, the first and every client-side navigation, once it has
 * finished loading: counted at once (first-party counts need no choice), and recorded for the tag
 * manager only with analytics consent. Consent given while a page is still shown records that
 * page's view then, and leaving the page first cancels it.
 */
export function usePageViews(): void {
  const shown = useRouterState({ select: shownPage });
  const counted = useRef<string | null>(null);
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!shown) return;
    const { view } = JSON.parse(shown) as { view: { page: string } & Record<string, unknown> };
    // StrictMode runs effects twice; a page is counted and recorded once.
    if (counted.current !== shown) {
      counted.current = shown;
      countEvent("PageView", view.page);
    }
    return whenConsentAllows("analytics", () => {
      if (recorded.current === shown) return;
      recorded.current = shown;
      recordForTagManager("PageView", view);
    });
  }, [shown]);
}
