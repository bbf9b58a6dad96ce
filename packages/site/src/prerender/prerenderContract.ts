import type { IslandName } from "@gw/pricing/islands";
import type { BrandConfig } from "@gw/ui";
import type { HeadScriptName, HeadScriptParams } from "../headScripts/headScriptParams";
import type { PageLink } from "../pageHead/pageLinks";
import type { PreviewImage } from "../pageHead/previewImage";

/**
 * The one contract between gw-build (`bin/build.mjs`), the server render and the client boot:
 * an app's server entry (`src/entry-server.tsx`) exports a `SitePrerender` as its default, the
 * build loads it and writes every page it renders; the client reads back what the page carries
 * (`prerenderState`).
 */
export interface SitePrerender {
  brand: BrandConfig;
  /** The production host the pages name (canonical addresses, sitemap). */
  host: string;
  /** Whether unknown paths are a page of their own (else the home page, kept out of search). */
  fallbackServesPage: boolean;
  /** Every address written as HTML, in every language. */
  paths: readonly string[];
  /**
   * The pages written again as `404.html`, kept out of search results, for what no page answers:
   * each language's home page, unless unknown paths are pages of their own.
   */
  notFoundPaths: readonly string[];
  /**
   * Parameters of the head scripts whose values this app decides (the build adds the rest, which
   * name its client modules).
   */
  headScriptParams: Pick<HeadScriptParams, "hostCheck" | "languageMove">;
  /** The API this build talks to, without a trailing slash (the policy's connect-src, the host). */
  apiUrl: string;
  /** The languages prerendered under an address prefix (`zh` for `/zh/...`), for the edges. */
  prefixedLocales: readonly string[];
  /** One page, as the whole document. */
  render(path: string, assets: PageAssets, options?: RenderOptions): Promise<PrerenderedPage>;
}

/** What the client build produced that every page carries. */
export interface PageAssets {
  /**
   * The inline scripts, bundled by the build (`src/headScripts`); the captcha's start only in a
   * build with a captcha form.
   */
  scripts: Omit<Record<HeadScriptName, string>, "captchaStart"> & { captchaStart?: string };
  /** The app's one stylesheet: its text, inlined, or its address when too large to repeat. */
  stylesheet: { text: string } | { href: string } | null;
  /**
   * The client modules a page's app loads before it is live, beyond its entry's (the build reads
   * them from its manifest), for the page's appStart to ask for at once.
   */
  appModules(needs: AppModuleNeeds): readonly string[];
}

/** What a page's app loads on its way to live, as the prerender sees it. */
export interface AppModuleNeeds {
  /** The routes the page matched, whose split-off code the router loads before hydrating. */
  routeIds: readonly string[];
  /**
   * Source files, from the repository's root, that the app imports before it starts: the
   * catalogs of the page's language it loads first.
   */
  sources: readonly string[];
  /** Whether the page shows a captcha form, whose submit wants the captcha's module. */
  captcha: boolean;
}

export interface RenderOptions {
  /** A copy kept out of search results (the home page answering unknown addresses). */
  noindex?: boolean;
}

export interface PrerenderedPage {
  /** The address it was rendered for (`/zh/docs/fees`). */
  path: string;
  /** The whole document, doctype first. */
  html: string;
  /** Its canonical address and language alternates, as its head names them (for the sitemap). */
  links: PageLink[];
  /** The link preview image its head names (the build draws it). */
  preview: PreviewImage | null;
  /** The live islands the host renders into it (its route's `staticData.islands`). */
  islands: readonly IslandName[];
  /** Whether `?embedded=true` shows it alone (its route's `staticData.embeddable`). */
  embeddable: boolean;
}
