import { exampleBrand } from "@gw/ui/testing";
import { describe, expect, it } from "vitest";
import { pageHead, pageHeadElements } from "./pageHead";
import { previewImageOf } from "./previewImage";

const context = {
  brand: exampleBrand,
  host: "example.com",
  locale: "zh" as const,
  queryClient: undefined as never,
};

function headOf(head: ReturnType<ReturnType<typeof pageHead>>) {
  if (head instanceof Promise) throw new Error("expected a head at once");
  return head;
}

describe("pageHead", () => {
  const head = headOf(
    pageHead(({ path }) => ({
      title: "Fees",
      description: `What it costs at ${path}`,
      preview: "fees",
      structuredData: [{ "@type": "Thing", name: "x" }],
    }))({ match: { context, pathname: "/docs/fees" } }),
  );
  const meta = (key: string) =>
    head.meta.find((tag) => ("name" in tag ? tag.name : "property" in tag && tag.property) === key);

  it("titles a page `{title} | {brand}` and describes it at its own address and language", () => {
    expect(head.meta[0]).toEqual({ title: `Fees | ${exampleBrand.name}` });
    expect(meta("description")?.content).toBe("What it costs at /zh/docs/fees");
    expect(head.links[0]).toEqual({ rel: "canonical", href: "https://example.com/zh/docs/fees" });
  });

  it("gives a link preview the same title, address and description, and its own image", () => {
    expect(meta("og:title")?.content).toBe(`Fees | ${exampleBrand.name}`);
    expect(meta("twitter:title")?.content).toBe(`Fees | ${exampleBrand.name}`);
    expect(meta("og:url")?.content).toBe("https://example.com/zh/docs/fees");
    expect(meta("og:locale")?.content).toBe("zh_CN");
    expect(previewImageOf(head.meta as never)).toEqual({
      name: `${exampleBrand.id}-fees-zh`,
      title: "Fees",
      locale: "zh",
      cjk: true,
    });
  });

  it("carries the page's structured data as a data block nothing can close early", () => {
    expect(head.scripts).toEqual([
      { type: "application/ld+json", children: '{"@type":"Thing","name":"x"}' },
    ]);
    const closing = pageHead(() => ({
      title: "x",
      description: "",
      structuredData: [{ "@type": "Thing", name: "</script><script>alert(1)</script>" }],
    }))({ match: { context, pathname: "/" } });
    expect(JSON.stringify(headOf(closing).scripts)).not.toContain("</script>");
  });

  it("waits for a description read from loaded data", async () => {
    const later = await pageHead(async () => ({ title: "Later", description: "" }))({
      match: { context, pathname: "/" },
    });
    expect(later.meta[0]).toEqual({ title: `Later | ${exampleBrand.name}` });
  });

  it("finds every tag it writes in a document, and nothing of the shell", () => {
    document.head.innerHTML = [
      `<meta charset="UTF-8"><meta name="viewport" content="x"><link rel="icon" href="/i.svg">`,
      ...head.meta.flatMap((tag) =>
        "title" in tag
          ? [`<title>${tag.title}</title>`]
          : "content" in tag
            ? [
                `<meta ${tag.property ? `property="${tag.property}"` : `name="${tag.name}"`} content="">`,
              ]
            : [],
      ),
      ...head.links.map((link) => `<link rel="${link.rel}" href="${link.href}">`),
      ...head.scripts.map((script) => `<script type="${script.type}">${script.children}</script>`),
    ].join("");
    for (const element of pageHeadElements(document)) element.remove();
    expect(document.head.innerHTML).toBe(
      `<meta charset="UTF-8"><meta name="viewport" content="x"><link rel="icon" href="/i.svg">`,
    );
  });
});
