/** The plain text of a hast node (headings' labels, titles). */
export function hastText(node: unknown): string {
  const value = node as { type?: string; value?: unknown; children?: unknown[] };
  if (value.type === "text") return typeof value.value === "string" ? value.value : "";
  return (value.children ?? []).map(hastText).join("");
}
