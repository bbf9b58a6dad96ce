import { htmlLang, isLocale } from "@gw/i18n";
import { useLingui } from "@lingui/react";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { headFromMatches } from "./pageHead";

/** Keeps <title>, the description and <html lang> in step with client-side navigation. */
export function DocumentHead() {
  const { i18n } = useLingui();
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

  useEffect(() => {
    if (isLocale(i18n.locale)) document.documentElement.lang = htmlLang(i18n.locale);
  }, [i18n.locale]);

  return null;
}
