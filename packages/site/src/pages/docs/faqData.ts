import { brandPlaceholderValues, fillPlaceholders, type CompiledPage } from "@gw/doc-viewer";
import type { BrandConfig } from "@gw/ui";
import { schemaContext, type StructuredData } from "../../pageHead/structuredData";

type TreeNode = CompiledPage["tree"]["children"][number];

/**
 * The FAQ document's questions and answers, read from its compiled tree at build time: every
 * `h3` is a question, and what follows it up to the next heading is its answer.
 */
export function faqData(page: CompiledPage, brand: BrandConfig): StructuredData {
  const fill = (text: string) => fillPlaceholders(text, brandPlaceholderValues(brand));
  const questions: { question: string; answer: string[] }[] = [];
  for (const node of page.tree.children) {
    if (node.type !== "element") continue;
    if (node.tagName === "h3") questions.push({ question: textOf(node), answer: [] });
    else if (/^h[1-6]$/.test(node.tagName)) questions.push({ question: "", answer: [] });
    else questions.at(-1)?.answer.push(textOf(node));
  }
  return {
    "@context": schemaContext,
    "@type": "FAQPage",
    mainEntity: questions
      .filter(({ question, answer }) => question && answer.length)
      .map(({ question, answer }) => ({
        "@type": "Question",
        name: fill(question),
        acceptedAnswer: { "@type": "Answer", text: fill(answer.join("\n\n").trim()) },
      })),
  };
}

function textOf(node: TreeNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "element")
    return node.children.map((child) => textOf(child as TreeNode)).join("");
  return "";
}
