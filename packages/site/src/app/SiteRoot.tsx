import { DeferredConsentBanner } from "@gw/consent";
import { LIVE_ATTRIBUTE } from "@gw/ui/script-needed";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { takeCapturedEvents } from "../replay/takeCapturedEvents";
import { DeferredToaster } from "./DeferredToaster";
import { isEmbedded } from "./embedded";
import { PageHeadAfterNavigation } from "./PageHeadAfterNavigation";
import { usePageViews } from "./usePageViews";
import "@gw/ui/global.css";

/**
 * The root route: the page's head (each route's `head`, after the first client navigation), the cookie
 * banner, the page, the toasts, and replaying what the visitor did before the app arrived. The
 * banner comes first in the document (it is fixed to the bottom of the screen), so keyboard users
 * reach it before the page.
 */
export function SiteRoot() {
  usePageViews();
  const embedded = useRouterState({ select: isEmbedded });
  // The page has committed with its handlers: what the visitor did before now happens. A task
  // later, so fields that adopt text typed before hydration have re-rendered with it first.
  useEffect(() => {
    // Tests and benches wait for this mark on the app's root (never for React's own fields).
    document.getElementById("root")?.setAttribute(LIVE_ATTRIBUTE, "");
    const replay = setTimeout(() => {
      const events = takeCapturedEvents();
      if (events.length === 0) return;
      void import("../replay/replayEvents").then(({ replayEvents }) =>
        replayEvents(window, events),
      );
    }, 0);
    return () => clearTimeout(replay);
  }, []);
  return (
    <>
      <PageHeadAfterNavigation />
      {embedded ? null : <DeferredConsentBanner />}
      <Outlet />
      <DeferredToaster />
    </>
  );
}
