import { activateLocale, htmlLang, localeFromPath } from "@gw/i18n";
import {
  createMemoryHistory,
  HeadContent,
  RouterContextProvider,
  RouterProvider,
} from "@tanstack/react-router";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/createQueryClient";
import { createSiteRouter } from "../app/createSiteRouter";
import type { SiteApp } from "../app/SiteApp";
import { siteCatalogs } from "../app/siteCatalogs";
import type { PageLink } from "../pageHead/pageLinks";
import { previewImageOf } from "../pageHead/previewImage";
import { appModuleNeeds } from "./appModuleNeeds";
import { PageDocument } from "./PageDocument";
import type { PageAssets, PrerenderedPage, RenderOptions } from "./prerenderContract";
import { prerenderStateOf } from "./prerenderState";

/** Renders one address of an app as a whole document, in the address's language, its data loaded. */
export async function renderPage(
  app: SiteApp,
  path: string,
  assets: PageAssets,
  { noindex = false }: RenderOptions = {},
): Promise<PrerenderedPage> {
  const locale = localeFromPath(new URL(path, "http://site").pathname);
  await activateLocale(locale, siteCatalogs);
  const queryClient = createQueryClient();
  const router = createSiteRouter(
    app.routeTree,
    { queryClient, brand: app.brand, host: app.host },
    locale,
    createMemoryHistory({ initialEntries: [path] }),
  );
  await router.load();

  const appHtml = renderToString(
    <AppProviders
      brand={app.brand}
      queryClient={queryClient}
      siteOrigin={app.siteOrigin}
      icpLicense={app.icpLicense}
    >
      {/* In the browser the router puts a Suspense boundary above the page; on the server it
          does not. The same boundary here makes the markup exactly what the browser hydrates. */}
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  const { state, preloads } = prerenderStateOf(queryClient, path);
  const needs = appModuleNeeds(router, appHtml, locale);
  const leaf = router.state.matches.at(-1);
  const html = renderToString(
    <PageDocument
      lang={htmlLang(locale)}
      brand={app.brand}
      assets={assets}
      state={state}
      preloads={preloads}
      captcha={needs.captcha}
      appModules={assets.appModules(needs)}
      noindex={noindex}
      head={
        // The routes' head as the router renders it, in the document's <head>; in the browser
        // the root route renders the same (PageHead) and keeps it in step with navigation.
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>
      }
      appHtml={appHtml}
    />,
  );
  return {
    path,
    html: `<!doctype html>\n${html}`,
    links: (leaf?.links ?? []).filter(isPageLink),
    preview: previewImageOf(leaf?.meta ?? []),
    islands: leaf?.staticData.islands ?? [],
    embeddable: Boolean(leaf?.staticData.embeddable),
  };
}

function isPageLink(link: { rel?: string; href?: string } | undefined): link is PageLink {
  return Boolean(link?.href) && (link?.rel === "canonical" || link?.rel === "alternate");
}
