// @vitest-environment node
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { exampleBrand } from "@gw/ui/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleHost } from "./deploy/bundleHost.mjs";
import { headerRules } from "./deploy/productionHeaders.mjs";
import exampleSpotPrices from "@gw/api-client/testing/spot-prices.json" with { type: "json" };

// Longer than 50 bytes, so `bytes=50-10` starts inside the file (the reported crash).
const robots = "User-agent: *\nAllow: /\nSitemap: https://www.goldwattle.com/sitemap.xml\n";
let folder = "";
/** @type {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable>} */
let server;
let port = 0;
/** The API's stand-in: spot prices in the contract's shape. */
const api = createServer((_, res) => {
  res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "max-age=60" });
  res.end(JSON.stringify(exampleSpotPrices));
});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "gw-serve-"));
  const file = (/** @type {string} */ path, /** @type {string} */ text) => {
    mkdirSync(join(folder, path, ".."), { recursive: true });
    writeFileSync(join(folder, path), text);
  };
  file("index.html", '<html lang="en-AU"><head></head><body><p>home</p></body></html>');
  file("docs/index.html", "<p>docs</p>");
  file("zh/index.html", "<p>zh home</p>");
  file("zh/docs/index.html", "<p>zh docs</p>");
  file(
    "live-pricing/index.html",
    '<html lang="en-AU"><body><div id="root"><section data-island="spotPanel"></section></div></body></html>',
  );
  file("robots.txt", robots);
  file("_redirects", "/* /404.html 404\n");
  await new Promise((listening) => api.listen(0, "127.0.0.1", () => listening(undefined)));
  const apiPort = /** @type {import("node:net").AddressInfo} */ (api.address()).port;
  const scratch = join(folder, ".scratch");
  mkdirSync(scratch);
  await bundleHost({
    root: fileURLToPath(new URL("..", import.meta.url)),
    dist: folder,
    scratch,
    ownConfig: false,
    manifest: {
      pages: {
        "/": { islands: [] },
        "/docs": { islands: [] },
        "/zh": { islands: [] },
        "/zh/docs": { islands: [] },
        "/live-pricing": { islands: ["spotPanel"] },
      },
      noindexFallback: true,
      headerRules: headerRules({ scriptHashes: [], appOrigin: "y" }),
      apiUrl: `http://127.0.0.1:${apiPort}`,
      brand: exampleBrand,
    },
  });
  rmSync(scratch, { recursive: true });
  server = spawn(
    process.execPath,
    [fileURLToPath(new URL("serve.mjs", import.meta.url)), "--port", "0", "--dir", folder],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        GW_SERVE_LOG: join(folder, "requests.log"),
        // Short, so a test can wait it out; the default is 30 s.
        GW_SERVE_REQUEST_TIMEOUT_MS: "3000",
      },
    },
  );
  const [line] = await once(server.stdout, "data");
  port = Number(/localhost:(\d+)/.exec(String(line))?.[1]);
}, 60_000);

afterAll(() => {
  server.kill();
  api.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * One request exactly as written (fetch would tidy the target), on its own connection.
 * @param {string} target
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 */
async function raw(target, { method = "GET", headers = {} } = {}) {
  const socket = connect(port, "127.0.0.1");
  const lines = Object.entries({ Host: "localhost", ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  // HTTP/1.0: the body as sent, never chunked; the server closes the connection after it.
  socket.write(`${method} ${target} HTTP/1.0\r\n${lines.join("\r\n")}\r\n\r\n`);
  /** @type {Buffer[]} */
  const chunks = [];
  socket.on("data", (chunk) => chunks.push(chunk));
  await once(socket, "close");
  const text = Buffer.concat(chunks).toString("latin1");
  const [head = "", ...body] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  return {
    status: Number(statusLine.split(" ")[1]),
    headers: Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
    ),
    body: body.join("\r\n"),
  };
}

describe("gw-serve against requests an outside tester sends", () => {
  it.each([
    ["bytes=50-10", 416, `bytes */${robots.length}`, ""],
    ["bytes=100-", 416, `bytes */${robots.length}`, ""],
    ["bytes=-0", 416, `bytes */${robots.length}`, ""],
    ["bytes=0-99999999999999999999", 206, `bytes 0-${robots.length - 1}/${robots.length}`, robots],
    ["bytes=0-0", 206, `bytes 0-0/${robots.length}`, "U"],
    [
      "bytes=-6",
      206,
      `bytes ${robots.length - 6}-${robots.length - 1}/${robots.length}`,
      robots.slice(-6),
    ],
  ])("answers Range: %s with %i", async (range, status, contentRange, body) => {
    const response = await raw("/robots.txt", { headers: { Range: range } });
    expect(response.status).toBe(status);
    expect(response.headers["content-range"]).toBe(contentRange);
    expect(response.body).toBe(body);
  });

  it.each(["bytes=0-1,4-5", "bytes=x-y", "lines=1-2", "bytes=-"])(
    "ignores Range: %s (not one byte range) and sends the whole file",
    async (range) => {
      const response = await raw("/robots.txt", { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(response.body).toBe(robots);
    },
  );

  it.each(["//%", "/%E0%A4%A", "http://[", "*"])("answers 400 to the target %j", async (target) => {
    const response = await raw(target);
    expect(response.status).toBe(400);
    expect(response.body).toMatch(/not a path/);
  });

  it.each([
    ["//a:99999/", "<p>home</p>"],
    ["//[", "<p>home</p>"],
    ["/docs/unknown", "<p>docs</p>"],
  ])("answers the unknown path %j with the nearest page", async (target, body) => {
    const response = await raw(target);
    expect(response.status).toBe(200);
    expect(response.body).toContain(body);
  });

  it("keeps a visitor's connection open for two minutes, so a form sent after a long message needs no new one", async () => {
    const { get, Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true });
    const headers = await new Promise((resolve, reject) =>
      get({ port, host: "127.0.0.1", path: "/robots.txt", agent }, (response) => {
        response.resume();
        resolve(response.headers);
      }).on("error", reject),
    );
    agent.destroy();
    expect(headers).toMatchObject({ connection: "keep-alive", "keep-alive": "timeout=120" });
  });

  it("answers 408 and closes when a request's body stops coming, and keeps serving", async () => {
    const socket = connect(port, "127.0.0.1");
    const startedAt = Date.now();
    socket.write(
      "POST /api/v1/contact/request/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    /** @type {Buffer[]} */
    const chunks = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    await once(socket, "close");
    expect(Buffer.concat(chunks).toString("latin1")).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - startedAt).toBeLessThan(6_000);
    expect((await raw("/robots.txt")).status).toBe(200);
  });

  it("reads an absolute-form target as its path", async () => {
    const response = await raw(`http://localhost:${port}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.body).toBe(robots);
  });

  it.each(["DELETE", "PUT", "POST", "PATCH", "OPTIONS"])(
    "answers %s with 405 and the methods it serves",
    async (method) => {
      const response = await raw("/", { method });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    },
  );

  it.each(["/_headers", "/_redirects", "/%5Fheaders", "/_redirects/"])(
    "keeps the host's own file %s from visitors",
    async (path) => {
      const response = await raw(path);
      expect(response.body).toContain("<p>home</p>");
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    },
  );

  it("sends the production headers the build gave the host", async () => {
    const response = await raw("/");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    const document = await raw("/docs");
    expect(document.headers["content-security-policy"]).toContain("frame-ancestors 'self' y");
    expect(document.headers["x-frame-options"]).toBeUndefined();
  });

  it("answers an unprefixed page in the visitor's language, varying caches by it", async () => {
    const chinese = await raw("/docs", { headers: { Cookie: "gw_lang=zh" } });
    expect(chinese.body).toBe("<p>zh docs</p>");
    expect(chinese.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect((await raw("/", { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } })).body).toBe(
      "<p>zh home</p>",
    );
    const english = await raw("/docs", {
      headers: { Cookie: "gw_lang=en", "Accept-Language": "zh" },
    });
    expect(english.body).toBe("<p>docs</p>");
    expect(english.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect((await raw("/docs")).body).toBe("<p>docs</p>");
    expect((await raw("/robots.txt", { headers: { Cookie: "gw_lang=zh" } })).body).toBe(robots);
  });

  it("writes a page's island with the API's prices, compressed as the visitor accepts", async () => {
    const response = await raw("/live-pricing", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(Buffer.from(response.body, "latin1")).toString("utf8");
    expect(html).toContain("$5,235.09");
    expect(html).toContain('id="gw-page-answers"');
    expect(Number(response.headers["content-length"])).toBe(
      Buffer.from(response.body, "latin1").length,
    );
  });

  it("logs every request it was sent (GW_SERVE_LOG)", () => {
    const log = readFileSync(join(folder, "requests.log"), "utf8");
    expect(log).toContain("GET /robots.txt\n");
    expect(log).toContain("DELETE /\n");
  });

  it("is still serving after all of the above", async () => {
    expect(server.exitCode).toBeNull();
    expect((await raw("/")).status).toBe(200);
    expect((await raw("/", { method: "HEAD" })).status).toBe(200);
  });
});
