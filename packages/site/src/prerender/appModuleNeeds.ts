import { CAPTCHA_FORM_ATTRIBUTE } from "@gw/forms/captcha-start";
import type { Locale } from "@gw/i18n";
import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import { catalogsOfLoader } from "../app/pageCatalogsLoader";
import { catalogFolders, shellCatalogs } from "../app/siteCatalogs";
import type { AppModuleNeeds } from "./prerenderContract";

/**
 * What the app of a page loads before it is live, from the page as rendered (`router` loaded,
 * its markup `appHtml`): the code the router splits off its routes, the catalogs of the page's
 * language that the boot and the routes' loaders load, and the captcha's module when the page
 * shows a captcha form (its submit needs it at once).
 */
export function appModuleNeeds(router: AnyRouter, appHtml: string, locale: Locale): AppModuleNeeds {
  const { matches } = router.state;
  const catalogs = new Set([
    ...shellCatalogs,
    ...matches.flatMap((match) =>
      catalogsOfLoader(
        (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]?.options.loader,
      ),
    ),
  ]);
  return {
    routeIds: matches.map((match) => match.routeId),
    sources: [...catalogs].map((catalog) => {
      const folder = catalogFolders.get(catalog);
      if (!folder)
        throw new Error("appModuleNeeds: a catalog loader has no folder in catalogFolders");
      return `${folder}/${locale}.po`;
    }),
    captcha: appHtml.includes(CAPTCHA_FORM_ATTRIBUTE),
  };
}
