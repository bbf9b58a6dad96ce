import type { Root, RootContent } from "hast";
import { formatAbn, type BrandConfig } from "@gw/ui";

/**
 * Documents name the brand through placeholders (`{{brand}}`, `{{company}}`, ...) so one text
 * serves every brand; the viewer fills them from the app's brand config.
 */
export function brandPlaceholderValues(
  brand: BrandConfig,
  lang: string = "en",
): Record<string, string> {
  const { trust } = brand;
  const zh = lang.startsWith("zh");
  return {
    brand: brand.name,
    company: brand.company,
    abn: formatAbn(brand.abn),
    email: brand.email,
    phone: brand.phone.display,
    phoneTel: brand.phone.tel,
    address: brand.address.join(", "),
    site: brand.domains.site,
    custodian: trust.custodian,
    vaultCity: zh ? trust.vaultCity.zh : trust.vaultCity.en,
    insurer: trust.insurer,
    auditor: trust.auditor,
    auditFrequency: zh ? trust.auditFrequency.zh : trust.auditFrequency.en,
    austracEnrolment: trust.austracEnrolment,
    remittanceRegistration: trust.remittanceRegistration,
    afcaMembership: trust.afcaMembership,
  };
}

// Markdown percent-encodes braces inside link targets (`mailto:{{email}}`).
const PLACEHOLDER = /\{\{(\w+)\}\}|%7B%7B(\w+)%7D%7D/gi;

export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(
    PLACEHOLDER,
    (whole, plain?: string, encoded?: string) => values[(plain ?? encoded)!] ?? whole,
  );
}

/** A copy of the tree with placeholders filled in text and in link targets. */
export function fillTreePlaceholders(tree: Root, values: Record<string, string>): Root {
  const fill = (node: RootContent): RootContent => {
    if (node.type === "text") return { ...node, value: fillPlaceholders(node.value, values) };
    if (node.type !== "element") return node;
    const href = node.properties.href;
    return {
      ...node,
      properties:
        typeof href === "string"
          ? { ...node.properties, href: fillPlaceholders(href, values) }
          : node.properties,
      children: node.children.map(fill) as typeof node.children,
    };
  };
  return { ...tree, children: tree.children.map(fill) };
}
