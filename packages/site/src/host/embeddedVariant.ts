import { createMiddleware } from "hono/factory";
import { asksForEmbedded, embeddedPageFolder } from "./embeddedPage";
import type { HostEnv } from "./hostEnv";
import type { HostManifest } from "./hostManifest";

/**
 * An embeddable page (a document) asked for as an app embeds it (`?embedded=true`), at its own
 * address or any below it: the file of its embedded variant, the page alone.
 */
export function embeddedVariant(pages: HostManifest["pages"]) {
  return createMiddleware<HostEnv>(async (c, next) => {
    const { key } = c.var.page;
    if (pages[key]?.embeddable && asksForEmbedded(new URL(c.req.url)))
      c.set("page", { ...c.var.page, folder: embeddedPageFolder(key) });
    await next();
  });
}
