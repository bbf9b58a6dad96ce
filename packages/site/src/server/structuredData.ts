import { brandPlaceholderValues, fillPlaceholders, type CompiledPage } from "@gw/doc-viewer";
import type { BrandConfig } from "@gw/ui";

type TreeNode = CompiledPage["tree"]["children"][number];

/** A schema.org JSON-LD object. */
export type StructuredData = Record<string, unknown> & { "@type": string | string[] };

const context = "https://schema.org";

/**
 * The company behind the site, for the home page: what a search engine shows beside its name.
 * The postal address's middle line reads `{locality} {state} {postcode}` (Australian style).
 */
export function organizationData(brand: BrandConfig, host: string): StructuredData {
  const [street = "", locality = "", country = ""] = brand.address;
  const place = /^(.*)\s+([A-Z]{2,3})\s+(\d{4})$/.exec(locality);
  return {
    "@context": context,
    "@type": "FinancialService",
    name: brand.name,
    legalName: brand.company,
    url: `https://${host}/`,
    logo: `https://${host}${brand.logo.src}`,
    email: brand.email,
    telephone: brand.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      addressLocality: place?.[1] ?? locality,
      addressRegion: place?.[2],
      postalCode: place?.[3],
      addressCountry: country === "Australia" ? "AU" : country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: brand.phone.tel,
      email: brand.email,
      availableLanguage: ["en", "zh"],
    },
    sameAs: Object.values(brand.socials),
    identifier: { "@type": "PropertyValue", propertyID: "ABN", value: brand.abn },
  };
}

/** Where a document sits: the site, the viewer, the page. */
export function breadcrumbData(
  host: string,
  trail: readonly { name: string; path: string }[],
): StructuredData {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: `https://${host}${step.path}`,
    })),
  };
}

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
    "@context": context,
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

/** JSON inside a <script>: nothing in it can close the tag. */
export function structuredDataScript(data: StructuredData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">${json}</script>`;
}
