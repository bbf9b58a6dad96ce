import { describe, expect, it } from "vitest";
import { headersFor } from "../../src/host/headerRules.ts";
import {
  contentSecurityPolicy,
  headerRules,
  headersFile,
  inlineScripts,
  scriptHash,
} from "./productionHeaders.mjs";

const rules = headerRules({
  scriptHashes: [scriptHash("console.log(1)")],
  appOrigin: "https://app.goldwattle.com",
  localePrefixes: ["", "/zh"],
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
    // The API is the host's own `/api`: no other origin of ours.
    expect(csp).toMatch(/connect-src 'self'( https:\/\/[^ ;]+)*;/);
    expect(csp).not.toContain("goldwattle.com");
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
    // A static host's `/legal/*` does not match `/legal` itself: the file names it too.
    expect(headersFile(rules)).toMatch(/^\/legal\n {2}! X-Frame-Options\n/m);
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

  it("revalidates pages and files on every visit, and keeps the hashed assets a year", () => {
    for (const path of ["/", "/zh/docs/fees", "/robots.txt"])
      expect(headersFor(rules, path)["Cache-Control"]).toBe("no-cache");
    expect(headersFor(rules, "/assets/app-1a2b.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    // A static host joins the values of every rule that matches unless one detaches it.
    expect(headersFile(rules)).toMatch(
      /^\/\*\n {2}Cache-Control: no-cache\n[\s\S]*\/assets\/\*\n {2}! Cache-Control\n {2}Cache-Control: public, max-age=31536000, immutable\n/,
    );
  });

  it("hashes the scripts a page runs, not its JSON data", () => {
    const html = `<script>a()</script><script id="s" type="application/json">{}</script><script type="application/ld+json">{}</script><script type="module" src="/x.js"></script>`;
    expect(inlineScripts(html)).toEqual(["a()"]);
    expect(scriptHash("a()")).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("writes the same rules as a static host's _headers file", () => {
    const file = headersFile(rules);
    expect(file).toMatch(/^\/\*\n {2}Cache-Control: no-cache\n {2}Content-Security-Policy: /);
    expect(file).toContain("/zh/legal/*\n  ! X-Frame-Options\n  ! Content-Security-Policy\n");
    expect(contentSecurityPolicy({ scriptHashes: [], frameAncestors: ["'none'"] })).not.toContain(
      "undefined",
    );
  });
});
