import type { Element } from "hast";
import { useRouter } from "@tanstack/react-router";
import { createElement, type HTMLAttributes } from "react";
import { sectionPath } from "../documentPath";
import { hastText } from "../hastText";
import { CopyLinkButton, CopyLinkStatus, useCopiedFlag } from "./CopyLinkButton";
import styles from "./CopyLinkButton.module.css";
import { useDocumentLocation } from "./DocumentContext";

type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { node?: Element };

/**
 * A section heading of a document with a control that copies the section's address; the
 * confirmation is announced by a live region right after the heading.
 */
export function SectionHeading({ node, id, children, ...rest }: HeadingProps) {
  const { base, pageId } = useDocumentLocation();
  const router = useRouter();
  const [copied, markCopied] = useCopiedFlag();
  const tag = node?.tagName ?? "h2";
  if (!id) return createElement(tag, rest, children);
  return (
    <div className={styles.headingRow}>
      {createElement(
        tag,
        { id, ...rest },
        children,
        <CopyLinkButton
          heading={hastText(node)}
          // Through the router, so a Chinese page copies its /zh address.
          url={() =>
            `${window.location.origin}${router.buildLocation({ to: sectionPath(base, pageId, id) }).publicHref}`
          }
          onCopied={markCopied}
        />,
      )}
      <CopyLinkStatus copied={copied} />
    </div>
  );
}
