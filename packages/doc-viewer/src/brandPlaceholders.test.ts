import type { Root } from "hast";
import { describe, expect, it } from "vitest";
import { exampleBrand } from "@gw/ui/testing";
import {
  brandPlaceholderValues,
  fillPlaceholders,
  fillTreePlaceholders,
} from "./brandPlaceholders";

const brand = exampleBrand;

describe("brand placeholders", () => {
  const values = brandPlaceholderValues(brand);

  it("fills known placeholders and leaves unknown ones", () => {
    expect(fillPlaceholders("{{company}} (ABN {{abn}}), {{address}} {{nope}}", values)).toBe(
      "Brand Pty Ltd (ABN 53 687 097 845), 1 Street, Perth {{nope}}",
    );
  });

  it("fills the audit frequency in the document's language", () => {
    expect(
      fillPlaceholders("{{auditFrequency}}{{vaultCity}}", brandPlaceholderValues(brand, "zh")),
    ).toBe("每年四次珀斯");
    expect(fillPlaceholders("{{auditFrequency}} {{custodian}}", values)).toBe(
      "four times a year Vault Co",
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
