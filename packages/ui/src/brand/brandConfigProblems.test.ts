import { describe, expect, it } from "vitest";
import { exampleBrand } from "../testing/exampleBrand";
import { brandConfigProblems, contrastRatio } from "./brandConfigProblems";

describe("brandConfigProblems", () => {
  it("finds nothing wrong with a sound brand", () => {
    expect(brandConfigProblems(exampleBrand)).toEqual([]);
  });

  it("names text below WCAG AA contrast", () => {
    const pale = { ...exampleBrand, theme: { ...exampleBrand.theme, inkMuted: "#aaaaaa" } };
    expect(brandConfigProblems(pale)).toEqual([
      expect.stringMatching(/^theme: muted ink on surface is 2\.\d\d:1, below 4\.5:1$/),
    ]);
  });

  it("names a malformed ABN, phone number and domain", () => {
    const sloppy = {
      ...exampleBrand,
      abn: "53 687 097 845",
      phone: { display: "1300 000 000", tel: "1300000000" },
      domains: { ...exampleBrand.domains, site: "https://brand.example" },
    };
    expect(brandConfigProblems(sloppy)).toEqual([
      'abn: "53 687 097 845" is not 11 digits',
      'phone.tel: "1300000000" is not +country digits',
      'domains.site: "https://brand.example" is not a bare host',
    ]);
  });
});

it("computes WCAG contrast ratios", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
  expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1);
});
