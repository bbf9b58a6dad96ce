// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { request } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerRules, headersFile } from "./deploy/productionHeaders.mjs";

const spotUrl = "http://localhost:1/v1/prices/spot?currency=AUD";
let folder = "";
/** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, null>} */
let server;
let port = 0;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "gw-serve-spot-"));
  const file = (/** @type {string} */ path, /** @type {string} */ text) => {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  file("index.html", "<p>home</p>");
  file("live-pricing/index.html", "<p data-spot-root><b></b></p>");
  file("contact-us/index.html", "<p><b></b></p>");
  file(
    "_headers",
    headersFile(
      headerRules({
        scriptHashes: [],
        apiOrigin: "x",
        appOrigin: "y",
        preloads: [{ path: "/live-pricing", hrefs: [spotUrl] }],
      }),
    ),
  );
  // The build's edge worker gives gw-serve its filler; this one writes what it was asked for.
  file(
    "_worker.js",
    `export function createEdgeSpotFiller() {
      return {
        shows: (link) => Boolean(link?.includes("/v1/prices/spot")),
        fill: async (html, link) => html.replace("<b></b>", "<b>filled from " + link.slice(1, link.indexOf(">")) + "</b>"),
      };
    }
    export default {};`,
  );
  server = spawn(
    process.execPath,
    [fileURLToPath(new URL("serve.mjs", import.meta.url)), "--port", "0", "--dir", folder],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [line] = await once(server.stdout, "data");
  port = Number(/localhost:(\d+)/.exec(String(line))?.[1]);
});

afterAll(() => {
  server.kill();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * @param {string} path
 * @param {{ method?: string, encoding?: string }} [options]
 * @returns {Promise<{ headers: import("node:http").IncomingHttpHeaders, body: string }>}
 */
async function get(path, { method = "GET", encoding = "" } = {}) {
  const sent = request({ port, path, method, headers: { "Accept-Encoding": encoding } });
  sent.end();
  const [response] = /** @type {[import("node:http").IncomingMessage]} */ (
    await once(sent, "response")
  );
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  const coding = response.headers["content-encoding"];
  const body =
    coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw;
  return { headers: response.headers, body: body.toString("utf8") };
}

describe("gw-serve's pages with spot prices", () => {
  it("answers a page that preloads spot prices with them written in, compressed as accepted", async () => {
    for (const [encoding, used] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ]) {
      const { headers, body } = await get("/live-pricing", { encoding });
      expect(body).toBe(`<p data-spot-root><b>filled from ${spotUrl}</b></p>`);
      expect(headers["content-encoding"]).toBe(used);
      expect(headers["vary"]).toContain("Accept-Encoding");
      expect(headers["link"]).toContain(spotUrl);
      expect(headers["etag"]).toBeUndefined();
      expect(headers["content-security-policy"]).toBeTruthy();
    }
  });

  it("serves other pages, and HEAD requests, as built", async () => {
    expect((await get("/contact-us")).body).toBe("<p><b></b></p>");
    const head = await get("/live-pricing", { method: "HEAD" });
    expect(head.body).toBe("");
    expect(head.headers["etag"]).toBeTruthy();
  });
});
