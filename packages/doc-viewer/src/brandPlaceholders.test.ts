import type { Root } from "hast";
import { describe, expect, it } from "vitest";
import type { BrandConfig } from "@gw/ui";
import {
  brandPlaceholderValues,
  fillPlaceholders,
  fillTreePlaceholders,
} from "./brandPlaceholders";

const brand = {
  name: "Brand",
  company: "Brand Pty Ltd",
  abn: "53687097845",
  email: "hi@brand.example",
  phone: { display: "1300 000 000", tel: "+611300000000" },
  address: ["1 Street", "Sydney"],
  domains: { site: "brand.example" },
  trust: {
    custodian: "Vault Co",
    vaultCity: { en: "Sydney", zh: "悉尼" },
    insurer: "Insure Co",
    auditor: "Audit Co",
    auditFrequency: { en: "twice a year", zh: "每年两次" },
    austracEnrolment: "1",
    remittanceRegistration: "IND1",
    afcaMembership: "2",
  },
} as unknown as BrandConfig;

describe("brand placeholders", () => {
  const values = brandPlaceholderValues(brand);

  it("fills known placeholders and leaves unknown ones", () => {
    expect(fillPlaceholders("{{company}} (ABN {{abn}}), {{address}} {{nope}}", values)).toBe(
      "Brand Pty Ltd (ABN 53 687 097 845), 1 Street, Sydney {{nope}}",
    );
  });

  it("fills the audit frequency in the document's language", () => {
    expect(
      fillPlaceholders("{{auditFrequency}}{{vaultCity}}", brandPlaceholderValues(brand, "zh")),
    ).toBe("每年两次悉尼");
    expect(fillPlaceholders("{{auditFrequency}} {{custodian}}", values)).toBe(
      "twice a year Vault Co",
    );
  });

  it("fills text and link targets, also when Markdown encoded the braces", () => {
    const tree: Root = {
      type: "root",
      children: [
        {
          type: "element",
          tagName: "a",
          properties: { href: "mailto:%7B%7Bemail%7D%7D" },
          children: [{ type: "text", value: "{{email}}" }],
        },
      ],
    };
    const filled = fillTreePlaceholders(tree, values);
    expect(filled.children[0]).toMatchObject({
      properties: { href: "mailto:hi@brand.example" },
      children: [{ value: "hi@brand.example" }],
    });
    expect(tree.children[0]).toMatchObject({ properties: { href: "mailto:%7B%7Bemail%7D%7D" } });
  });
});
