import type { BrandConfig } from "@gw/ui";
import { createElement, type ReactNode } from "react";
import { headShell, type ShellTag } from "./documentShell";
import type { PageAssets } from "./prerenderContract";
import { scriptJson } from "../pageHead/scriptJson";
import { PRERENDER_STATE_ID, type PrerenderState } from "./prerenderState";

interface PageDocumentProps {
  /** `<html lang>`: the page's language. */
  lang: string;
  brand: BrandConfig;
  assets: PageAssets;
  state: PrerenderState;
  /** Static files the client reads before hydrating, fetched while the page is parsed. */
  preloads: readonly string[];
  /** Whether the page shows a captcha form (its head then starts the captcha). */
  captcha: boolean;
  /** The modules its app loads before it is live, for appStart to ask for with the entry. */
  appModules: readonly string[];
  noindex?: boolean;
  /** The page's own head tags (the routes' `head`, as the router renders them). */
  head: ReactNode;
  /** The app's markup, rendered on its own as the client hydrates it into `#root`. */
  appHtml: string;
}

/**
 * A prerendered page as a whole document: the shell, the page's own head tags and the app. The
 * app is rendered on its own (as the client renders it into `#root`, so its markup and React's
 * ids are exactly what the client hydrates) and placed here as it is.
 */
export function PageDocument({
  lang,
  brand,
  assets,
  state,
  preloads,
  captcha,
  appModules,
  noindex,
  head,
  appHtml,
}: PageDocumentProps) {
  const { stylesheet, scripts } = assets;
  if (captcha && !scripts.captchaStart)
    throw new Error("PageDocument: the page shows a captcha form, but the build has no captcha");
  return (
    <html lang={lang}>
      <head>
        {headShell(brand, {
          ...scripts,
          captchaStart: captcha ? scripts.captchaStart : undefined,
        }).map(shellElement)}
        {noindex ? <meta name="robots" content="noindex" /> : null}
        {head}
        {preloads.map((href) => (
          // Low priority: the page paints first; the data is there when the app starts.
          <link
            key={href}
            rel="preload"
            as="fetch"
            href={href}
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        ))}
        {stylesheet && "text" in stylesheet ? (
          <style dangerouslySetInnerHTML={{ __html: stylesheet.text }} />
        ) : stylesheet ? (
          <link rel="stylesheet" href={stylesheet.href} />
        ) : null}
      </head>
      <body>
        {/* The host puts the page's spot answer right after it (src/host). */}
        <div id="root" dangerouslySetInnerHTML={{ __html: appHtml }} />
        <script
          id={PRERENDER_STATE_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson(state) }}
        />
        <script
          data-modules={appModules.join(" ")}
          dangerouslySetInnerHTML={{ __html: scripts.appStart }}
        />
      </body>
    </html>
  );
}

/** React's name for an attribute where it differs from HTML's. */
const reactAttributes: Record<string, string> = { charset: "charSet" };

function shellElement({ tag, attrs = {}, children }: ShellTag, index: number) {
  const props = Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [reactAttributes[name] ?? name, value]),
  );
  return createElement(tag, {
    key: index,
    ...props,
    ...(children === undefined ? {} : { dangerouslySetInnerHTML: { __html: children } }),
  });
}
