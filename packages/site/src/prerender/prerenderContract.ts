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
  /** Parameters of the head scripts whose values this app decides (the build adds the rest). */
  headScriptParams: Omit<HeadScriptParams, "appStart">;
  /** The API this build talks to, without a trailing slash (the policy's connect-src, the host). */
  apiUrl: string;
  /** The languages prerendered under an address prefix (`zh` for `/zh/...`), for the edges. */
  prefixedLocales: readonly string[];
  /** One page, as the whole document. */
  render(path: string, assets: PageAssets, options?: RenderOptions): Promise<PrerenderedPage>;
}

/** What the client build produced that every page carries. */
export interface PageAssets {
  /** The inline scripts, bundled by the build (`src/headScripts`). */
  scripts: Record<HeadScriptName, string>;
  /** The app's one stylesheet: its text, inlined, or its address when too large to repeat. */
  stylesheet: { text: string } | { href: string } | null;
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
