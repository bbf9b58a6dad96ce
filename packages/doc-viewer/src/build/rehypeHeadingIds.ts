import type { Element, Root, RootContent } from "hast";

const EXPLICIT_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;
const HEADING = /^h[1-6]$/;

/**
 * `## 费用 {#fees}` gives the heading the id `fees`: translations keep the same section addresses
 * as the English text. Runs after sanitizing; the id is limited to `[a-z0-9-]`.
 */
export function rehypeHeadingIds() {
  return (tree: Root) => {
    const visit = (node: Root | RootContent) => {
      if (node.type === "element" && HEADING.test(node.tagName)) applyExplicitId(node);
      if ("children" in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

function applyExplicitId(heading: Element) {
  const last = heading.children.at(-1);
  if (last?.type !== "text") return;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return;
  last.value = last.value.slice(0, match.index);
  heading.properties.id = match[1];
}
