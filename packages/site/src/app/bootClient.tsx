import { startConsentedScripts, startReferralAttribution } from "@gw/consent";
import { activateLocale, detectBrowserLocale } from "@gw/i18n";
import { hydrate } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isOnForeignHost } from "../hosts/hostCheckScript";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./createQueryClient";
import { createSiteRouter } from "./createSiteRouter";
import { isEmbedded } from "./embedded";
import { readPrerenderState } from "./prerenderState";
import type { SiteApp } from "./SiteApp";
import { shellCatalogs } from "./siteCatalogs";

/**
 * Starts the app in the browser. A prerendered page in the visitor's language is hydrated;
 * otherwise (another language, or no prerendered HTML) the app renders afresh while the
 * language gate keeps the English markup hidden.
 */
export async function bootClient(app: SiteApp, container = document.getElementById("root")!) {
  // The host check in <head> is already replacing this page; nothing here may run or render.
  if (isOnForeignHost()) return;
  const locale = detectBrowserLocale();
  await activateLocale(locale, shellCatalogs);

  const queryClient = createQueryClient();
  const state = readPrerenderState();
  const canHydrate =
    container.hasChildNodes() && state?.locale === locale && rendersHere(state.path);
  if (canHydrate) hydrate(queryClient, state.query);

  const router = createSiteRouter(app, { queryClient, brand: app.brand });
  // Render the same tree the prerenderer did (no Suspense at the root); see Matches.
  if (canHydrate) router.ssr = { manifest: undefined };
  await router.load();

  const tree = (
    <StrictMode>
      <AppProviders brand={app.brand} queryClient={queryClient} siteOrigin={app.siteOrigin}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (canHydrate) {
    hydrateRoot(container, tree);
  } else {
    createRoot(container).render(tree);
  }
  // An embedded document's host app owns consent and tracking: nothing third-party starts.
  if (!isEmbedded(router.state)) {
    void startConsentedScripts(app.brand);
    void startReferralAttribution(app.brand);
  }
}

/**
 * Whether the prerendered markup is this address's own page. The server answers unknown
 * addresses (e.g. `/docs/fees/section/storage`, `?embedded=true`) with another page's file,
 * which must be replaced, not hydrated.
 */
function rendersHere(path: string | undefined): boolean {
  if (path === undefined) return true;
  const here = window.location.pathname.replace(/(.)\/+$/, "$1") + window.location.search;
  return here === path;
}
