import { localizedPath, supportedLocales, htmlLang, defaultLocale } from "@gw/i18n";

/** A `<link>` naming the page's canonical address or a language twin (React's prop names). */
export interface PageLink {
  rel: "canonical" | "alternate";
  hrefLang?: string;
  href: string;
}

/**
 * A page's canonical address and its twins in every language, absolute on the host's
 * production domain: `x-default` is the English address, as it is for a visitor with no choice.
 */
export function pageLinks(
  host: string,
  pathname: string,
): [canonical: PageLink, ...alternates: PageLink[]] {
  const absolute = (path: string) => `https://${host}${path}`;
  return [
    { rel: "canonical", href: absolute(pathname) },
    ...supportedLocales.map((locale) => ({
      rel: "alternate" as const,
      hrefLang: locale === defaultLocale ? locale : htmlLang(locale),
      href: absolute(localizedPath(pathname, locale)),
    })),
    {
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(localizedPath(pathname, defaultLocale)),
    },
  ];
}
