import { sectionPath } from "./documentPath";

/** What a link in a document becomes. */
export type DocLinkTarget =
  | { kind: "app"; to: string }
  | { kind: "href"; href: string }
  /** A placeholder link: no href, so it goes nowhere. */
  | { kind: "inert" };

/**
 * The spec's link rules: `#anchor` and `../page#anchor` become `{base}/{page}/section/{anchor}`
 * (`../page` alone becomes `{base}/{page}`); `#/…` is left alone; any other link with a hash
 * goes nowhere. Same-site paths navigate in the app; everything else is an ordinary link.
 */
export function rewriteDocLink(href: string, base: string, page: string): DocLinkTarget {
  if (href.startsWith("#/")) return { kind: "href", href };
  if (href.startsWith("#")) {
    const anchor = href.slice(1);
    return anchor ? { kind: "app", to: sectionPath(base, page, anchor) } : { kind: "inert" };
  }
  if (href.startsWith("../")) {
    const [target = "", anchor] = href.slice(3).split("#");
    const targetPage = target.replace(/\.md$/, "").replace(/\/+$/, "") || page;
    return {
      kind: "app",
      to: anchor ? sectionPath(base, targetPage, anchor) : `${base}/${targetPage}`,
    };
  }
  if (href.includes("#")) return { kind: "inert" };
  if (href.startsWith("/") && !href.startsWith("//")) return { kind: "app", to: href };
  return { kind: "href", href };
}
