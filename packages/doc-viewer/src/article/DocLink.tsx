import { Link } from "@tanstack/react-router";
import type { AnchorHTMLAttributes } from "react";
import { isDocumentPath } from "../documentPath";
import { rewriteDocLink } from "../rewriteDocLink";
import { useDocumentLocation } from "./DocumentContext";

/** A link inside a document, following the spec's rewriting rules. */
export function DocLink({
  href = "",
  children,
  node: _node,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  const { base, pageId, embedded } = useDocumentLocation();
  const target = rewriteDocLink(href, base, pageId);
  if (target.kind === "app") {
    if (!embedded)
      return (
        <Link to={target.to} {...rest}>
          {children}
        </Link>
      );
    // Inside an embedded document, every document (either section) stays embedded; any other
    // page of the site opens outside the embedding app, as itself, so the app never shows our
    // whole site (layout, cookie banner) in its frame.
    if (isDocumentPath(target.to))
      return (
        <Link to={target.to} search={{ embedded: true }} {...rest}>
          {children}
        </Link>
      );
    return (
      <Link to={target.to} {...rest} target="_blank" rel="noopener">
        {children}
      </Link>
    );
  }
  if (target.kind === "inert") {
    // A placeholder link (no href) on purpose: the spec makes such links go nowhere.
    return <a {...rest}>{children}</a>;
  }
  const external = /^https?:/.test(target.href);
  return (
    <a
      href={target.href}
      {...rest}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
