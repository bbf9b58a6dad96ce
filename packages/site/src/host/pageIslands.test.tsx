// @vitest-environment node
// A kind of island the site does not have, added in this test alone: the host writes it from its
// definition, embeds its answer under its query key and the app seeds it, with no file of the
// host (or of anything else outside this test) naming it. A real one is its definition file and
// a line in the list (`@gw/pricing/islands`), and the route that shows it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedPageAnswers } from "@gw/api-client/page-answers";
import { exampleReferencePrice } from "@gw/api-client/testing/prices";
import type * as islandList from "@gw/pricing/islands";
import type { IslandName } from "@gw/pricing/islands";
import { exampleBrand } from "@gw/ui/testing";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { headerRules } from "../../bin/deploy/productionHeaders.mjs";
import { nodeFiles } from "../../bin/serve/nodeFiles.mjs";
import { WasmHTMLRewriter } from "../../bin/serve/wasmHtmlRewriter.mjs";
import { createSiteHost } from "./siteHost";

const { skyIsland } = vi.hoisted(() => {
  // Any GET the API answers in a shape it has a contract for (here, a reference price's).
  const skyGet = (locale: string) =>
    ({ path: `/v1/sky?over=${locale}`, key: ["sky", locale], contract: "referencePrice" }) as const;
  const skyIsland = {
    name: "sky",
    gets: ({ locale }: { locale: string }) => [skyGet(locale)],
    render: (
      { locale }: { locale: string },
      answers: (get: ReturnType<typeof skyGet>) => { body: { source: string } | null } | undefined,
    ) => <p data-island="sky">Sky: {answers(skyGet(locale))?.body?.source ?? "unknown"}</p>,
  };
  return { skyIsland };
});

vi.mock("@gw/pricing/islands", async (original) => {
  const real = await original<typeof islandList>();
  return { ...real, islands: [...real.islands, skyIsland] };
});

let dist = "";
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), "gw-host-sky-"));
  mkdirSync(join(dist, "zh"));
  for (const [folder, lang] of [
    ["", "en-AU"],
    ["zh", "zh-CN"],
  ] as const)
    writeFileSync(
      join(dist, folder, "index.html"),
      `<!doctype html><html lang="${lang}"><head></head><body><div id="root"><p data-island="sky">Sky: …</p></div></body></html>`,
    );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("a kind of island the host never heard of", () => {
  it("is written from its definition, and its answer seeds the app's query under its key", async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      Response.json({
        ...exampleReferencePrice,
        source: String(url).endsWith("=zh") ? "晴" : "clear",
      }),
    );
    const host = createSiteHost(
      {
        pages: {
          "/": { islands: ["sky"] as unknown as IslandName[] },
          "/zh": { islands: ["sky"] as unknown as IslandName[] },
        },
        noindexFallback: false,
        headerRules: headerRules({ scriptHashes: [], appOrigin: "https://app.test" }),
        apiUrl: "https://api.test",
        brand: exampleBrand,
      },
      { files: nodeFiles(dist), HTMLRewriter: WasmHTMLRewriter, fetch },
    );
    const html = await (await host.fetch(new Request("http://localhost/zh/"))).text();
    expect(html).toContain('<p data-island="sky">Sky: <!-- -->晴</p>');
    expect(String(fetch.mock.calls[0]![0])).toBe("https://api.test/v1/sky?over=zh");

    const answers = /<script type="application\/json" id="gw-page-answers">([^<]*)</.exec(html)!;
    const client = new QueryClient();
    seedPageAnswers(client, {
      getElementById: () => ({ textContent: answers[1] }),
    } as unknown as Document);
    expect(client.getQueryData(["page", "answer", "sky", "zh"])).toEqual({
      status: 200,
      maxAgeSeconds: null,
      body: { ...exampleReferencePrice, source: "晴" },
    });
  });
});
