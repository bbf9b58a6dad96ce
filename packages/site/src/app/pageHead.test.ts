import { describe, expect, it } from "vitest";
import type { BrandConfig } from "@gw/ui";
import { headFromMatches, pageHead } from "./pageHead";

const brand = { name: "Brand" } as BrandConfig;

describe("page head", () => {
  it("titles a page `{title} | {brand}` with its description", () => {
    const head = pageHead(() => ({ title: "Fees", description: "What it costs" }))({
      match: { context: { brand } },
    });
    expect(head.meta).toEqual([
      { title: "Fees | Brand" },
      { name: "description", content: "What it costs" },
    ]);
  });

  it("takes the deepest route's head", () => {
    const matches = [
      { meta: [{ title: "Root" }, { name: "description", content: "root" }] },
      {},
      { meta: [{ title: "Leaf" }, { name: "description", content: "leaf" }] },
    ];
    expect(headFromMatches(matches)).toEqual({ title: "Leaf", description: "leaf" });
    expect(headFromMatches([{}])).toBeNull();
  });
});
