import type { CountedSite } from "@gw/api-client/counts";
import { seedPageAnswers } from "@gw/api-client/page-answers";
import { startConsentedScripts, startCounting } from "@gw/consent";
import { activateLocale, adoptStoredChoices, localeFromPath } from "@gw/i18n";
import { hydrate } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isLeavingPage } from "../headScripts/pageLeaving";
import { readPrerenderState } from "../prerender/prerenderState";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./createQueryClient";
import { createSiteRouter } from "./createSiteRouter";
import { isEmbedded } from "./embedded";
import { pageViewOf } from "./pageView";
import { prerenderedHere } from "./prerenderedHere";
import type { SiteApp } from "./SiteApp";
import { shellCatalogs } from "./siteCatalogs";

/**
 * Starts the app in the browser, in the language of the address (`/zh/...` is Chinese). The
 * prerendered page is hydrated once its routes have loaded what it was rendered from (the
 * static files it preloads); a page served for another address is rendered afresh.
 */
export async function bootClient(app: SiteApp, container = document.getElementById("root")!) {
  // A head script (host check, language) is already replacing this page; nothing may run.
  if (isLeavingPage()) return;
  adoptStoredChoices();
  const locale = localeFromPath(window.location.pathname);
  await activateLocale(locale, shellCatalogs);

  const queryClient = createQueryClient();
  const state = readPrerenderState();
  const canHydrate =
    container.hasChildNodes() && state !== null && prerenderedHere(state.path, window.location);
  // What the page was rendered from goes into the cache, and nowhere else: the prerender's
  // state, and the page answers the host wrote its islands from.
  if (canHydrate && state.query) hydrate(queryClient, state.query);
  if (canHydrate) seedPageAnswers(queryClient);

  const router = createSiteRouter(
    app.routeTree,
    { queryClient, brand: app.brand, host: app.host },
    locale,
  );
  // The first render leaves the page where the visitor has scrolled it: on a slow link they may
  // be typing into a form far down the page when the app arrives. The router scrolls to the top
  // after each render it was not told otherwise, the first one too (its `_scroll.n`, "reset the
  // next scroll", starts true); every navigation after it still starts at the top.
  router._scroll.n = false;
  await router.load();
  // An embedded document is counted by the page it is shown in, not again by itself.
  if (!isEmbedded(router.state)) {
    startCounting({
      site: import.meta.env.VITE_SITE_APP as CountedSite,
      page: () => {
        const leaf = router.state.matches.at(-1);
        return leaf ? pageViewOf(leaf)?.page : undefined;
      },
      language: () => localeFromPath(window.location.pathname),
    });
  }

  const tree = (
    <StrictMode>
      <AppProviders
        brand={app.brand}
        queryClient={queryClient}
        siteOrigin={app.siteOrigin}
        icpLicense={app.icpLicense}
      >
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
  if (!isEmbedded(router.state)) void startConsentedScripts(app.brand);
}
