import { describe, expect, it } from "vitest";
import type { TocCategory } from "./documentTypes";
import { flattenToc, pageNeighbours } from "./tableOfContents";

const toc: TocCategory[] = [
  {
    label: "Getting started",
    pages: [
      { id: "most-common", label: "FAQ" },
      { id: "overview", label: "About us" },
    ],
  },
  { label: "Costs", pages: [{ id: "fees", label: "Fees" }] },
];

describe("table of contents", () => {
  it("flattens categories in document order", () => {
    expect(flattenToc(toc).map((page) => page.id)).toEqual(["most-common", "overview", "fees"]);
    expect(flattenToc(null)).toEqual([]);
  });

  it("finds previous and next across categories", () => {
    expect(pageNeighbours(toc, "overview")).toEqual({
      previous: { id: "most-common", label: "FAQ" },
      next: { id: "fees", label: "Fees" },
    });
  });

  it("has no previous on the first page and no next on the last", () => {
    expect(pageNeighbours(toc, "most-common").previous).toBeNull();
    expect(pageNeighbours(toc, "fees").next).toBeNull();
  });

  it("has no neighbours for a page the table does not list", () => {
    expect(pageNeighbours(toc, "unknown")).toEqual({ previous: null, next: null });
    expect(pageNeighbours(null, "fees")).toEqual({ previous: null, next: null });
  });
});
