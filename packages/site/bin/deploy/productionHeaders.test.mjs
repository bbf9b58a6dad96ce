import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  scriptHash,
} from "./productionHeaders.mjs";

const rules = headerRules({
  scriptHashes: [scriptHash("console.log(1)")],
  apiOrigin: "https://api.goldwattle.com",
  appOrigin: "https://app.goldwattle.com",
  localePrefixes: ["", "/zh"],
  preloads: [
    { path: "/live-pricing", hrefs: ["https://api.goldwattle.com/v1/prices/spot?currency=AUD"] },
    { path: "/zh/", hrefs: ["https://api.goldwattle.com/v1/prices/spot?currency=AUD"] },
    { path: "/contact-us", hrefs: [] },
  ],
});

describe("production headers", () => {
  it("allows inline scripts only by hash, never 'unsafe-inline' or a wildcard", () => {
    const csp = headersFor(rules, "/contact-us")["Content-Security-Policy"] ?? "";
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toContain(`'sha256-`);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toMatch(/\s\*|\*\./);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("connect-src 'self' https://api.goldwattle.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("lets workers start only from the site itself, and names no captcha host (the captcha is ours)", () => {
    const csp = headersFor(rules, "/contact-us")["Content-Security-Policy"] ?? "";
    expect(csp).toContain("worker-src 'self';");
    expect(csp).not.toMatch(/recaptcha|gstatic/);
  });

  it("lets the brand's app frame documents, in both languages, and nothing else", () => {
    for (const path of ["/docs/fees", "/legal/privacy-policy", "/zh/docs/fees"]) {
      const headers = headersFor(rules, path);
      expect(headers["Content-Security-Policy"]).toContain(
        "frame-ancestors 'self' https://app.goldwattle.com",
      );
      expect(headers["X-Frame-Options"]).toBeUndefined();
    }
    expect(headersFor(rules, "/docsx")["X-Frame-Options"]).toBe("DENY");
  });

  it("sends transport, permissions and isolation headers everywhere", () => {
    const headers = headersFor(rules, "/");
    const transport = headers["Strict-Transport-Security"] ?? "";
    expect(transport).toMatch(/max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(transport)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("microphone=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("names what a page's head scripts request first in a preload header, on that page only", () => {
    expect(headersFor(rules, "/live-pricing").Link).toBe(
      "<https://api.goldwattle.com/v1/prices/spot?currency=AUD>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    // With or without the trailing slash (the edge worker asks the host for the folder address).
    expect(headersFor(rules, "/live-pricing/").Link).toBe(headersFor(rules, "/live-pricing").Link);
    expect(headersFor(rules, "/zh").Link).toBe(headersFor(rules, "/live-pricing").Link);
    expect(headersFor(rules, "/zh/").Link).toBe(headersFor(rules, "/live-pricing").Link);
    for (const path of ["/live-pricing/x", "/contact-us", "/"]) {
      expect(headersFor(rules, path).Link).toBeUndefined();
    }
    // As the static host and gw-serve read it back from `_headers`.
    expect(headersFor(parseHeadersFile(headersFile(rules)), "/live-pricing").Link).toBe(
      headersFor(rules, "/live-pricing").Link,
    );
  });

  it("hashes the scripts a page runs, not its JSON data", () => {
    const html = `<script>a()</script><script id="s" type="application/json">{}</script><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script>`;
    expect(inlineScripts(html)).toEqual(["a()"]);
    expect(scriptHash("a()")).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("writes the same rules as a static host's _headers file", () => {
    const file = headersFile(rules);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain("/zh/legal/*\n  ! X-Frame-Options\n  ! Content-Security-Policy\n");
    expect(
      contentSecurityPolicy({ scriptHashes: [], apiOrigin: "x", frameAncestors: ["'none'"] }),
    ).not.toContain("undefined");
  });

  it("reads its own _headers file back as the same headers for every path (gw-serve reads it)", () => {
    const read = parseHeadersFile(headersFile(rules));
    for (const path of ["/", "/contact-us", "/docs/fees", "/zh/legal/x", "/assets/a.js", "/docsx"])
      expect(headersFor(read, path)).toEqual(headersFor(rules, path));
  });

  it("refuses a _headers line it cannot read", () => {
    expect(() => parseHeadersFile("/*\n  not a header\n")).toThrow(/Not a _headers line/);
  });
});
