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
    // Inside an embedded document, every document (either section) stays embedded; other pages
    // of the site open as themselves.
    const staysEmbedded = embedded && isDocumentPath(target.to);
    return (
      <Link to={target.to} search={staysEmbedded ? { embedded: true } : {}} {...rest}>
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
