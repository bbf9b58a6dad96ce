import { describe, expect, it, vi } from "vitest";
import { compileToc } from "./compileToc";

describe("compileToc", () => {
  it("reads categories with their pages in order", () => {
    const yaml = "- category: Help\n  pages:\n    most-common: FAQ\n    fees: Fees\n";
    expect(compileToc(yaml, "toc.yaml")).toEqual([
      {
        label: "Help",
        pages: [
          { id: "most-common", label: "FAQ" },
          { id: "fees", label: "Fees" },
        ],
      },
    ]);
  });

  it("logs a YAML error and gives no table of contents", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(compileToc("- category: [unclosed\n", "broken.yaml")).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("broken.yaml"), expect.any(String));
  });

  it("rejects a file of the wrong shape", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(compileToc("title: not a list\n", "odd.yaml")).toBeNull();
    expect(compileToc("- pages: {}\n", "odd.yaml")).toBeNull();
  });
});
