import type { Element } from "hast";
import { createElement, type HTMLAttributes } from "react";
import { sectionPath } from "../documentPath";
import { hastText } from "../hastText";
import { CopyLinkButton } from "./CopyLinkButton";
import { useDocumentLocation } from "./DocumentContext";

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { node?: Element };

/** A section heading of a document with a control that copies the section's address. */
export function SectionHeading({ node, id, children, ...rest }: HeadingProps) {
  const { base, pageId } = useDocumentLocation();
  const tag = node?.tagName ?? "h2";
  if (!id) return createElement(tag, rest, children);
  return createElement(
    tag,
    { id, ...rest },
    children,
    <CopyLinkButton
      heading={hastText(node)}
      url={() => `${window.location.origin}${sectionPath(base, pageId, id)}`}
    />,
  );
}
