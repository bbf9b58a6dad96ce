import { localizedPath, supportedLocales } from "@gw/i18n";
import type { SiteApp } from "../app/SiteApp";
import { hostCheckParams } from "../hostCheck/allowedHostPatterns";
import type { SitePrerender } from "./prerenderContract";
import { prefixedLocales, prerenderTargets } from "./prerenderTargets";
import { renderPage } from "./renderPage";

export type { SitePrerender } from "./prerenderContract";

/** An app's prerenderer: what its server entry gives gw-build (see prerenderContract). */
export function sitePrerender(app: SiteApp): SitePrerender {
  const apiUrl = (import.meta.env.VITE_API_URL ?? "http://localhost:8787").replace(/\/+$/, "");
  return {
    brand: app.brand,
    host: app.host,
    fallbackServesPage: Boolean(app.fallbackServesPage),
    paths: prerenderTargets(app),
    notFoundPaths: app.fallbackServesPage
      ? []
      : supportedLocales.map((locale) => localizedPath("/", locale)),
    headScriptParams: {
      hostCheck: hostCheckParams(app.brand, process.env.VITE_ALLOWED_HOSTS),
      languageMove: null,
    },
    apiUrl,
    prefixedLocales,
    render: (path, assets, options) => renderPage(app, path, assets, options),
  };
}
