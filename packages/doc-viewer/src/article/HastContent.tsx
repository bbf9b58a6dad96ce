import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { DocLink } from "./DocLink";
import { SectionHeading } from "./SectionHeading";

const components = { a: DocLink, h2: SectionHeading, h3: SectionHeading };

/** A compiled (already sanitized) document tree as React elements: no HTML string is injected. */
export function HastContent({ tree }: { tree: Root }) {
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components, passNode: true });
}
