import { htmlLang, useLocale } from "@gw/i18n";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { headFromMatches } from "./pageHead";
import { pageLinks } from "./pageLinks";
import type { SiteRouterContext } from "./SiteApp";

/**
 * Keeps <title>, the description, the canonical and language alternates and <html lang> in
 * step with client-side navigation (the prerenderer writes them for the first page).
 */
export function DocumentHead() {
  const locale = useLocale();
  const head = useRouterState({ select: (state) => headFromMatches(state.matches) });
  const title = head?.title;
  const description = head?.description;

  useEffect(() => {
    if (title) document.title = title;
    if (description !== undefined) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "description";
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);

  const { host } = useRouter().options.context as SiteRouterContext;
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    for (const link of pageLinks(host, window.location.pathname)) {
      const selector = link.hreflang
        ? `link[rel="${link.rel}"][hreflang="${link.hreflang}"]`
        : `link[rel="${link.rel}"]`;
      const element = document.head.querySelector<HTMLLinkElement>(selector);
      if (element) element.href = link.href;
    }
  }, [host, path]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);

  return null;
}
