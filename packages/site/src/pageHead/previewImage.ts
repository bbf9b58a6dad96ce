import { i18n, isLocale, type Locale } from "@gw/i18n";
import type { BrandConfig } from "@gw/ui";
import { msg } from "@lingui/core/macro";

/** A link preview image: one per brand and language, plus any a page has of its own. */
export interface PreviewImage {
  /** Served at `/og/{name}.png`. */
  name: string;
  /** The words on the image, in the page's language. */
  title: string;
  locale: Locale;
  /** Written in Chinese characters: the build draws it with a CJK font, fewer to a line. */
  cjk: boolean;
}

const brandLine = msg`Buy, store and send physical gold and silver`;

/** The brand's image in a language, or the page's own (`own.id` names it, its title on it). */
export function previewImage(
  brand: BrandConfig,
  locale: Locale,
  own?: { id: string; title: string },
): PreviewImage {
  const cjk = isCjk(locale);
  if (own) return { name: `${brand.id}-${own.id}-${locale}`, title: own.title, locale, cjk };
  return { name: `${brand.id}-${locale}`, title: i18n._(brandLine), locale, cjk };
}

export const ogLocales: Record<Locale, string> = { en: "en_AU", zh: "zh_CN" };

const isCjk = (locale: Locale) => locale === "zh";

/**
 * The image a page's head names (`og:image`, `og:image:alt`, `og:locale`), so the build draws
 * exactly the images the pages link to. `pageHead` writes these tags; this reads them.
 */
export function previewImageOf(
  meta: readonly ({ property?: string; content?: string } | undefined)[],
): PreviewImage | null {
  const content = (property: string) => meta.find((tag) => tag?.property === property)?.content;
  const name = /\/og\/([^/]+)\.png$/.exec(content("og:image") ?? "")?.[1];
  const locale = Object.entries(ogLocales).find(([, tag]) => tag === content("og:locale"))?.[0];
  const title = content("og:image:alt");
  if (!name || !isLocale(locale) || title === undefined) return null;
  return { name, title, locale, cjk: isCjk(locale) };
}
