import { describe, expect, it } from "vitest";
import { deferAppStart } from "./deferAppStart.mjs";

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>x</title>  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
  </head>
  <body><div id="root"><h1>Page</h1></div>
  <script id="state" type="application/json">{}</script>
  </body>
</html>`;

describe("deferAppStart", () => {
  const page = deferAppStart(template);

  it("leaves no script or preload in the head to compete with first paint", () => {
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toContain("/assets/index-abc.js");
    expect(head).not.toContain("modulepreload");
  });

  it("starts the entry and its preloads from the last element of the body", () => {
    const body = page.slice(page.indexOf("<body>"));
    expect(body.indexOf("/assets/index-abc.js")).toBeGreaterThan(body.indexOf('id="state"'));
    expect(body).toContain('"/assets/framework-def.js"');
    expect(body).toMatch(/requestAnimationFrame[\s\S]*<\/script>\n {2}<\/body>/);
  });

  it("runs in a page: after the first frame it adds the preloads and the entry module", async () => {
    const loader = page.match(/<script>(\(function\(\)[\s\S]*?)<\/script>/)?.[1];
    expect(loader).toBeDefined();
    document.head.innerHTML = "";
    new Function(loader ?? "")();
    expect(document.head.querySelector("script")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const script = document.head.querySelector("script");
    expect(script?.type).toBe("module");
    expect(script?.getAttribute("src")).toBe("/assets/index-abc.js");
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe(
      "/assets/framework-def.js",
    );
  });

  it("refuses a template without an entry script rather than shipping a dead page", () => {
    expect(() => deferAppStart("<html><body></body></html>")).toThrow(/no entry module script/);
  });
});
