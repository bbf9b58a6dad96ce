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
  noindex?: boolean;
  /** The app, as the client hydrates it into `#root`. */
  children: ReactNode;
}

/**
 * A prerendered page, rendered by React as a whole document: React puts the page's own head
 * tags (title, meta, links, from the routes' `head`) into <head> after the shell's, and the client
 * adopts them when it hydrates `#root`.
 */
export function PageDocument({
  lang,
  brand,
  assets,
  state,
  preloads,
  noindex,
  children,
}: PageDocumentProps) {
  const { stylesheet, scripts } = assets;
  return (
    <html lang={lang}>
      <head>
        {headShell(brand, scripts).map(shellElement)}
        {noindex ? <meta name="robots" content="noindex" /> : null}
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
        <div id="root">{children}</div>
        <script
          id={PRERENDER_STATE_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: scriptJson(state) }}
        />
        <script dangerouslySetInnerHTML={{ __html: scripts.appStart }} />
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
