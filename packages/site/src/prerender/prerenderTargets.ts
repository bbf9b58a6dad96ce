import { localePrefix, localizedPath, supportedLocales } from "@gw/i18n";
import type { SiteApp } from "../app/SiteApp";

/** Every address written as HTML at build time: each of the app's paths in every language. */
export function prerenderTargets(app: SiteApp): string[] {
  return supportedLocales.flatMap((locale) =>
    app.prerenderPaths.map((path) => localizedPath(path, locale)),
  );
}

/** Every language but the default, each under its prefix: the ones an edge may choose. */
export const prefixedLocales = supportedLocales.filter((locale) => localePrefix(locale) !== "");
