import { activateLocale, htmlLang, localeFromPath } from "@gw/i18n";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/createQueryClient";
import { createSiteRouter } from "../app/createSiteRouter";
import { headFromMatches, type PageHead } from "../app/pageHead";
import { pageLinks, type PageLink } from "../app/pageLinks";
import type { PrerenderState } from "../app/prerenderState";
import type { SiteApp } from "../app/SiteApp";
import { siteCatalogs } from "../app/siteCatalogs";

export interface RenderedPage {
  html: string;
  head: PageHead | null;
  /** Canonical address and language alternates, for <head>. */
  links: PageLink[];
  lang: string;
  state: PrerenderState;
}

/** Renders one address of an app to HTML, in the address's language, with its data loaded. */
export async function renderPage(app: SiteApp, url: string): Promise<RenderedPage> {
  const locale = localeFromPath(new URL(url, "http://site").pathname);
  await activateLocale(locale, siteCatalogs);
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createSiteRouter(
    app,
    { queryClient, brand: app.brand, host: app.host },
    locale,
    history,
  );
  await router.load();

  const html = renderToString(
    <AppProviders brand={app.brand} queryClient={queryClient} siteOrigin={app.siteOrigin}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    html,
    head: headFromMatches(router.state.matches),
    links: pageLinks(app.host, new URL(url, "http://site").pathname),
    lang: htmlLang(locale),
    state: { locale, query: dehydrate(queryClient), path: url },
  };
}
