import { describe, expect, it } from "vitest";
import { hastText } from "../hastText";
import { compileMarkdown } from "./compileMarkdown";

const html = (markdown: string) => JSON.stringify(compileMarkdown(markdown, "en").tree);

describe("compileMarkdown", () => {
  it("reads title and description from front matter", () => {
    const page = compileMarkdown(
      "---\ntitle: Fees\ndescription: What it costs\n---\n# Ignored\n",
      "en",
    );
    expect(page).toMatchObject({ lang: "en", title: "Fees", description: "What it costs" });
  });

  it("falls back to the first heading for the title", () => {
    expect(compileMarkdown("Intro\n\n# About Us\n\nText", "zh").title).toBe("About Us");
  });

  it("gives headings slug ids, or the id written after them", () => {
    const page = compileMarkdown("## Storage and insurance\n\n## 费用 {#fees}\n", "zh");
    const [first, , second] = page.tree.children as { properties: { id: string } }[];
    expect(first?.properties.id).toBe("storage-and-insurance");
    expect(second?.properties.id).toBe("fees");
    expect(hastText(second)).toBe("费用");
  });

  it("drops script tags and their content", () => {
    const tree = html("Hello\n\n<script>alert('x')</script>\n\n<p>ok<script>steal()</script></p>");
    expect(tree).not.toContain("script");
    expect(tree).not.toContain("alert");
    expect(tree).not.toContain("steal");
    expect(tree).toContain("ok");
  });

  it("drops event handlers", () => {
    const tree = html(
      `<img src="x.png" onerror="alert(1)" alt="x">\n\n<a href="/a" onclick="x()">a</a>`,
    );
    expect(tree).not.toMatch(/onerror|onclick|alert/i);
    expect(tree).toContain("x.png");
  });

  it("drops javascript: URLs from Markdown and from HTML", () => {
    const tree = html(
      `[click](javascript:alert(1))\n\n<a href="JaVaScRiPt:alert(2)">raw</a>\n\n[ok](https://example.com)`,
    );
    expect(tree).not.toMatch(/javascript/i);
    expect(tree).toContain("https://example.com");
  });

  it("drops iframes, styles and forms", () => {
    const tree = html(
      `<iframe src="https://evil.example"></iframe><style>*{}</style><form action="/x"><input></form>`,
    );
    expect(tree).not.toMatch(/"tagName":"(iframe|style|form)"|evil|action/);
  });

  it("prefixes ids written in raw HTML so they cannot clobber the page's", () => {
    expect(html(`<div id="root">x</div>`)).toContain("user-content-root");
  });

  it("keeps ordinary Markdown: tables, lists, emphasis and links", () => {
    const tree = html("| a | b |\n| - | - |\n| 1 | 2 |\n\n- **bold** [link](../fees#storage)");
    expect(tree).toContain('"tagName":"table"');
    expect(tree).toContain('"tagName":"strong"');
    expect(tree).toContain("../fees#storage");
  });
});
