import { DeferredConsentBanner } from "@gw/consent";
import { LOCALE_PENDING_CLASS } from "@gw/i18n";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { DeferredToaster } from "./DeferredToaster";
import { DocumentHead } from "./DocumentHead";
import { isEmbedded } from "./embedded";
import { usePageViews } from "./usePageViews";
import "@gw/ui/global.css";

/**
 * The root route: head management, the cookie banner, the page, the toasts, and lifting the
 * language gate once rendered. The banner comes first in the document (it is fixed to the bottom
 * of the screen), so keyboard users reach it before the page.
 */
export function SiteRoot() {
  usePageViews();
  const embedded = useRouterState({ select: isEmbedded });
  useLayoutEffect(() => {
    document.documentElement.classList.remove(LOCALE_PENDING_CLASS);
  }, []);
  return (
    <>
      <DocumentHead />
      {embedded ? null : <DeferredConsentBanner />}
      <Outlet />
      <DeferredToaster />
    </>
  );
}
