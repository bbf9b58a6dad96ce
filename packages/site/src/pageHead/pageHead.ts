import { localizedPath } from "@gw/i18n";
import type { SiteRouterContext } from "../app/SiteApp";
import { pageLinks } from "./pageLinks";
import { ogLocales, previewImage } from "./previewImage";
import { scriptJson } from "./scriptJson";
import type { StructuredData } from "./structuredData";

/** What a page says about itself; the rest of its head follows from this, its brand and address. */
export interface PageHead {
  /** The page's own title; the head adds ` | {brand}` unless it is the brand's name. */
  title: string;
  description: string;
  /** A link preview image of the page's own, with its title on it, named by this id. */
  preview?: string;
  /** schema.org JSON-LD describing the page (not run: no content security policy hash). */
  structuredData?: readonly StructuredData[];
}

/** What a page's head is described from: the route's context, address and loaded data. */
export interface PageHeadContext<TLoaderData> extends SiteRouterContext {
  /** The page's address with its language prefix (`/zh/docs/fees`). */
  path: string;
  loaderData: TLoaderData | undefined;
}

interface HeadFnContext<TLoaderData> {
  match: { context: unknown; pathname: string };
  loaderData?: TLoaderData;
}

/**
 * A route's `head` option: title, description, canonical address and language alternates, link
 * preview (Open Graph, Twitter) and structured data, from one description of the page. The
 * router renders it (`HeadContent`) into the prerendered page and keeps it in step with every
 * client navigation.
 */
export function pageHead<TLoaderData = unknown>(
  describe: (page: PageHeadContext<TLoaderData>) => PageHead | Promise<PageHead>,
) {
  return (({ match, loaderData }: HeadFnContext<TLoaderData>) => {
    const context = match.context as SiteRouterContext;
    const path = localizedPath(match.pathname, context.locale);
    const head = describe({ ...context, path, loaderData });
    return head instanceof Promise
      ? head.then((described) => headTags(described, context, path))
      : headTags(head, context, path);
  }) as (ctx: HeadFnContext<TLoaderData>) => HeadTags | Promise<HeadTags>;
}

type HeadTags = ReturnType<typeof headTags>;

function headTags(head: PageHead, { brand, host, locale }: SiteRouterContext, path: string) {
  const title = head.title === brand.name ? head.title : `${head.title} | ${brand.name}`;
  const links = pageLinks(host, path);
  const image = previewImage(
    brand,
    locale,
    head.preview ? { id: head.preview, title: head.title } : undefined,
  );
  const imageUrl = `https://${host}/og/${image.name}.png`;
  return {
    meta: [
      { title },
      { name: "description", content: head.description },
      // What a link pasted into a chat or a feed shows.
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: brand.name },
      { property: "og:title", content: title },
      { property: "og:description", content: head.description },
      { property: "og:url", content: links[0].href },
      { property: "og:image", content: imageUrl },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: image.title },
      { property: "og:locale", content: ogLocales[locale] },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: head.description },
      { name: "twitter:image", content: imageUrl },
    ],
    links,
    // Data blocks, never run: no content security policy hash.
    scripts: (head.structuredData ?? []).map((data) => ({
      type: "application/ld+json",
      children: scriptJson(data),
    })),
  };
}

/** Every tag `pageHead` writes into <head>. */
const pageHeadTags = [
  "title",
  'meta[name="description"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
]
  .map((selector) => `head > ${selector}`)
  .join(", ");

/** The page head tags a document holds now (the prerendered ones, before the app writes its own). */
export function pageHeadElements(doc: Document): Element[] {
  return [...doc.querySelectorAll(pageHeadTags)];
}
