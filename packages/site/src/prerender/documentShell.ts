import type { BrandConfig } from "@gw/ui";
import { brandThemeCss } from "@gw/ui/theme";
import type { HeadScriptName } from "../headScripts/headScriptParams";

/** One tag of the head every page starts with (the shape Vite's dev server injects too). */
export interface ShellTag {
  tag: "meta" | "link" | "script" | "style";
  attrs?: Record<string, string>;
  children?: string;
}

/**
 * The head every page starts with, before its own tags: the host check first (a foreign host
 * must see nothing), the move to the visitor's language, brand colours, the event capture before
 * any prerendered form and, on a page with a captcha form, the captcha's start. Rendered into
 * every prerendered page and, in development, by the Vite dev server.
 */
export function headShell(
  brand: BrandConfig,
  scripts: Pick<Record<HeadScriptName, string>, "hostCheck" | "languageMove" | "eventCapture"> & {
    captchaStart?: string;
  },
): ShellTag[] {
  return [
    { tag: "meta", attrs: { charset: "UTF-8" } },
    { tag: "script", children: scripts.hostCheck },
    { tag: "script", children: scripts.languageMove },
    { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1" } },
    { tag: "meta", attrs: { name: "theme-color", content: brand.theme.band } },
    { tag: "link", attrs: { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } },
    { tag: "style", children: brandThemeCss(brand.theme) },
    { tag: "script", children: scripts.eventCapture },
    ...(scripts.captchaStart ? [{ tag: "script" as const, children: scripts.captchaStart }] : []),
  ];
}
