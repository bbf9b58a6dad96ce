import { i18n, type Locale } from "@gw/i18n";
import type { BrandConfig } from "@gw/ui";
import { msg } from "@lingui/core/macro";
import type { PageHead } from "../app/pageHead";

/** A link preview image: one per brand and language, and one more for the China page. */
export interface PreviewImage {
  /** Served at `/og/{name}.png`. */
  name: string;
  /** The words on the image, in the page's language. */
  title: string;
  locale: Locale;
}

const brandLine = msg`Buy, store and send physical gold and silver`;

export function previewImage(
  brand: BrandConfig,
  locale: Locale,
  page: { china: boolean; head: PageHead | null },
): PreviewImage {
  if (page.china && page.head) {
    const title = page.head.title.replace(` | ${brand.name}`, "");
    return { name: `${brand.id}-china-${locale}`, title, locale };
  }
  return { name: `${brand.id}-${locale}`, title: i18n._(brandLine), locale };
}

/** Open Graph and Twitter tags: what a link pasted into a chat or a feed shows. */
export function socialMeta({
  brand,
  head,
  url,
  image,
  host,
}: {
  brand: BrandConfig;
  head: PageHead | null;
  url: string;
  image: PreviewImage;
  host: string;
}): { property?: string; name?: string; content: string }[] {
  const imageUrl = `https://${host}/og/${image.name}.png`;
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:title", content: head?.title ?? brand.name },
    { property: "og:description", content: head?.description ?? "" },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: image.title },
    { property: "og:locale", content: image.locale === "zh" ? "zh_CN" : "en_AU" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head?.title ?? brand.name },
    { name: "twitter:description", content: head?.description ?? "" },
    { name: "twitter:image", content: imageUrl },
  ];
}
