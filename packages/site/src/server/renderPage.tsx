import {
  activateLocale,
  htmlLang,
  i18n,
  localeFromPath,
  localePrefix,
  type Locale,
} from "@gw/i18n";
import { earlySpotScript } from "@gw/pricing/early-spot-script";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/createQueryClient";
import { createSiteRouter } from "../app/createSiteRouter";
import { headFromMatches, type PageHead } from "../app/pageHead";
import { pageLinks, type PageLink } from "../app/pageLinks";
import { APP_START_WAITS_GLOBAL } from "../head/appStartWaits";
import { PAGE_LEAVING_ATTRIBUTE } from "../head/pageLeaving";
import { previewImage, socialMeta, type PreviewImage } from "./socialHead";
import { breadcrumbData, faqData, organizationData, type StructuredData } from "./structuredData";
import type { DocumentLoaderData } from "../pages/docs/documentPage";
import type { DocumentSection } from "../pages/docs/documentSources";
import type { PrerenderState } from "../app/prerenderState";
import type { SiteApp } from "../app/SiteApp";
import { siteCatalogs } from "../app/siteCatalogs";

export interface RenderedPage {
  html: string;
  head: PageHead | null;
  /** Canonical address and language alternates, for <head>. */
  links: PageLink[];
  /** Link-preview tags (Open Graph, Twitter) and the preview image they name. */
  meta: ReturnType<typeof socialMeta>;
  preview: PreviewImage;
  /** schema.org JSON-LD for the page. */
  structuredData: StructuredData[];
  /** Inline scripts for this page's head, first after the shared ones (unminified). */
  headScripts: string[];
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
    app.routeTree,
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
  const head = headFromMatches(router.state.matches);
  const links = pageLinks(app.host, new URL(url, "http://site").pathname);
  const leaf = router.state.matches.at(-1);
  const staticData = leaf?.staticData ?? {};
  const preview = previewImage(app.brand, locale, { china: Boolean(staticData.china), head });
  const canonical = links.find((link) => link.rel === "canonical")!.href;
  return {
    html,
    head,
    links,
    meta: socialMeta({ brand: app.brand, head, url: canonical, image: preview, host: app.host }),
    preview,
    structuredData: [
      ...(staticData.organization ? [organizationData(app.brand, app.host)] : []),
      ...(staticData.documents && leaf?.loaderData
        ? documentData(app, locale, staticData.documents, leaf.loaderData)
        : []),
    ],
    headScripts: staticData.spotPrices
      ? [
          earlySpotScript({
            leavingAttribute: PAGE_LEAVING_ATTRIBUTE,
            appWaits: APP_START_WAITS_GLOBAL,
          }),
        ]
      : [],
    lang: htmlLang(locale),
    state: { locale, query: dehydrate(queryClient), path: url },
  };
}

/** A document's place in the site, and the FAQ's questions and answers. */
function documentData(
  app: SiteApp,
  locale: Locale,
  section: DocumentSection,
  data: DocumentLoaderData,
): StructuredData[] {
  const prefix = localePrefix(locale);
  const trail = [
    { name: app.brand.name, path: `${prefix}/` },
    { name: i18n._(section.title), path: `${prefix}${section.source.base}` },
    { name: data.head.title, path: `${prefix}${section.source.base}/${data.pageId}` },
  ];
  const faq = section.source.folder === "docs" && data.pageId === "most-common";
  return [breadcrumbData(app.host, trail), ...(faq ? [faqData(data.page, app.brand)] : [])];
}
