import { localePrefix, supportedLocales } from "@gw/i18n/choice";
import { createMiddleware } from "hono/factory";
import type { HostEnv } from "./hostEnv";
import type { HostManifest } from "./hostManifest";
import { isPageAddress } from "./visitorLanguage";

const languageRoots = new Set(supportedLocales.map((locale) => localePrefix(locale) || "/"));

/** A page's key in the manifest: its address without a trailing slash. */
const pageKey = (path: string) => path.replace(/\/+$/, "") || "/";

/** The folder of a page's file (a page by its folder, which a static host serves as it is). */
const folderOf = (key: string) => (key === "/" ? "/" : `${key}/`);

/**
 * The page answering the address (`page`): its own, else the nearest page above it (an address
 * under no page, or one no file answers), a language's home then kept out of search results
 * unless unknown addresses are pages of their own there (`noindexFallback`).
 */
export function fallbackPage({ pages, noindexFallback }: HostManifest) {
  function nearestPage(path: string): HostEnv["Variables"]["page"] {
    const segments = path.split("/").filter(Boolean);
    while (segments.length > 0) {
      segments.pop();
      const key = pageKey(`/${segments.join("/")}`);
      if (pages[key])
        return { key, folder: folderOf(key), noindex: noindexFallback && languageRoots.has(key) };
    }
    return { key: "/", folder: "/", noindex: noindexFallback };
  }
  return createMiddleware<HostEnv>(async (c, next) => {
    const key = pageKey(c.var.path);
    const own = isPageAddress(c.var.path) && pages[key];
    c.set("page", own ? { key, folder: folderOf(key), noindex: false } : nearestPage(c.var.path));
    await next();
  });
}
