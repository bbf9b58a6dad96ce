// @vitest-environment node
import { exampleBrand } from "@gw/ui/testing";
import { describe, expect, it, vi } from "vitest";
import { WasmHTMLRewriter } from "../../bin/serve/wasmHtmlRewriter.mjs";
import { MAX_PROXIED_BODY_BYTES } from "./apiProxy";
import { createSiteHost } from "./siteHost";

type ApiCall = { url: string; init: RequestInit };

/** A host whose API records each call it is sent and answers as `answer` says. */
function hostWithApi(answer: () => Response | Promise<Response> = () => Response.json({})) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  });
  const host = createSiteHost(
    {
      pages: { "/": { islands: [] } },
      noindexFallback: true,
      headerRules: [],
      apiUrl: "https://api.test",
      brand: exampleBrand,
    },
    {
      files: async () => new Response("<p>page</p>", { headers: { "Content-Type": "text/html" } }),
      HTMLRewriter: WasmHTMLRewriter,
      fetch,
      proxyToken: "host-token",
    },
  );
  const send = (path: string, init: RequestInit = {}, clientAddress = "203.0.113.7") =>
    host.fetch(new Request(`http://site.test${path}`, init), { clientAddress });
  return { send, calls };
}

const header = (call: ApiCall | undefined, name: string) =>
  new Headers(call?.init.headers).get(name);

describe("the host's /api", () => {
  it("forwards a form's call to the API with the visitor's address and the host's token", async () => {
    const { send, calls } = hostWithApi(() =>
      Response.json(
        { status: "success" },
        {
          status: 201,
          headers: { "Access-Control-Allow-Origin": "https://other.test", "X-Request-Id": "r1" },
        },
      ),
    );
    const body = JSON.stringify({ email: "a@example.com" });
    const response = await send("/api/v1/contact/request/", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": "k1",
        "X-Forwarded-For": "198.51.100.1",
        "X-Gw-Site": "https://forged.test",
        Origin: "https://page.test",
        Cookie: "gw_lang=zh",
      },
      body,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: "success" });
    expect(response.headers.get("X-Request-Id")).toBe("r1");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const [call] = calls;
    expect(call?.url).toBe("https://api.test/v1/contact/request/");
    expect(call?.init.method).toBe("POST");
    expect(new TextDecoder().decode(call?.init.body as Uint8Array)).toBe(body);
    expect(header(call, "Idempotency-Key")).toBe("k1");
    // The browser's Origin names the host, not the page: the API reads X-Gw-Site instead.
    expect(header(call, "Origin")).toBeNull();
    // The address the visitor claimed is not passed on; the one the runtime saw is.
    expect(header(call, "X-Forwarded-For")).toBe("203.0.113.7");
    expect(header(call, "X-Gw-Proxy-Token")).toBe("host-token");
    // The site the visitor used, as the host was asked for it, whatever the visitor sent.
    expect(header(call, "X-Gw-Site")).toBe("http://site.test");
    expect(header(call, "Cookie")).toBeNull();
  });

  it("forwards a counting call with what it is refused for: Sec-GPC and the user agent", async () => {
    const { send, calls } = hostWithApi(() => Response.json({ counted: 0 }, { status: 202 }));
    const response = await send("/api/v1/analytics/counts", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Sec-GPC": "1",
        "User-Agent": "Googlebot/2.1",
        Cookie: "gw_currency=USD",
      },
      body: "{}",
    });
    expect(response.status).toBe(202);
    expect(calls[0]?.url).toBe("https://api.test/v1/analytics/counts");
    expect(header(calls[0], "Sec-GPC")).toBe("1");
    expect(header(calls[0], "User-Agent")).toBe("Googlebot/2.1");
    expect(header(calls[0], "Cookie")).toBeNull();
  });

  it("forwards a price call with its query, and its caching headers back", async () => {
    const { send, calls } = hostWithApi(() =>
      Response.json({}, { headers: { "Cache-Control": "public, max-age=30", ETag: '"a"' } }),
    );
    const response = await send("/api/v1/prices/spot?currency=USD");
    expect(calls[0]?.url).toBe("https://api.test/v1/prices/spot?currency=USD");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=30");
    expect(response.headers.get("ETag")).toBe('"a"');
  });

  it.each([
    ["GET", "/api/metrics"],
    ["GET", "/api/v1/contact/requests"],
    ["GET", "/api/v1/consents"],
    ["GET", "/api/v1/analytics/daily"],
    ["POST", "/api/v1/prices/spot"],
    ["GET", "/api/v1/prices/spot/../../../metrics"],
    ["GET", "/api/https://evil.test/"],
    ["GET", "/api"],
  ])("is no open proxy: %s %s is 404 and the API is not asked", async (method, path) => {
    const { send, calls } = hostWithApi();
    const response = await send(path, { method });
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("refuses a body over the cap, declared or streamed, without asking the API", async () => {
    const { send, calls } = hostWithApi();
    const big = "x".repeat(MAX_PROXIED_BODY_BYTES + 1);
    const response = await send("/api/v1/price-alerts/", { method: "POST", body: big });
    expect(response.status).toBe(413);
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await send("/api/v1/price-alerts/", {
      method: "POST",
      body: streamed,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it("answers in the client's error shape when the API cannot be reached", async () => {
    const { send } = hostWithApi(() => Promise.reject(new TypeError("fetch failed")));
    const response = await send("/api/v1/captcha/challenge");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: "error" });
  });

  it("answers its health check itself", async () => {
    const { send, calls } = hostWithApi();
    const response = await send("/healthz");
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(0);
  });
});
