import { activateLocale, defaultLocale, htmlLang } from "@gw/i18n";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/createQueryClient";
import { createSiteRouter } from "../app/createSiteRouter";
import { headFromMatches, type PageHead } from "../app/pageHead";
import type { PrerenderState } from "../app/prerenderState";
import type { SiteApp } from "../app/SiteApp";
import { siteCatalogs } from "../app/siteCatalogs";

export interface RenderedPage {
  html: string;
  head: PageHead | null;
  lang: string;
  state: PrerenderState;
}

/** Renders one path of an app to HTML, in the default language, with its data loaded. */
export async function renderPage(app: SiteApp, url: string): Promise<RenderedPage> {
  await activateLocale(defaultLocale, siteCatalogs);
  const queryClient = createQueryClient();
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createSiteRouter(app, { queryClient, brand: app.brand }, history);
  await router.load();

  const html = renderToString(
    <AppProviders brand={app.brand} queryClient={queryClient} siteOrigin={app.siteOrigin}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    html,
    head: headFromMatches(router.state.matches),
    lang: htmlLang(defaultLocale),
    state: { locale: defaultLocale, query: dehydrate(queryClient), path: url },
  };
}
