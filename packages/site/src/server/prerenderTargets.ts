import { localizedPath, supportedLocales } from "@gw/i18n";
import type { SiteApp } from "../app/SiteApp";

/** Every address written as HTML at build time: each of the app's paths in every language. */
export function prerenderTargets(app: SiteApp): string[] {
  return supportedLocales.flatMap((locale) =>
    app.prerenderPaths.map((path) => localizedPath(path, locale)),
  );
}
