import type { APIRequestContext, Page } from "@playwright/test";
import { routeChartScript } from "./chartScript";
import { expect, test, waitForApp } from "./fixtures";

/**
 * What search engines, link previews and browsers' security features see of one host: the
 * sitemap, robots, previews, structured data, the unknown-address fallback, the production
 * headers, and not one content security policy violation on any page in either consent state.
 */
export interface SearchAndHeadersOptions {
  host: string;
  /** The brand's sign-in app origin: the only one that may frame document pages. */
  appOrigin: string;
  /** Every English route to browse (each is also visited at its /zh twin). */
  routes: string[];
  /** A route whose fallback is the home page, or null where unknown paths are pages. */
  unknownPath: string | null;
  /** Whether the host serves the FAQ and documents (main, VIP). */
  documents: boolean;
}

const twin = (path: string) => (path === "/" ? "/zh/" : `/zh${path}`);

async function jsonLd(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
}

/** Width and height from a PNG's header. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

export function describeSearchAndHeaders(options: SearchAndHeadersOptions) {
  const { host, routes } = options;
  const origin = `https://${host}`;

  test.describe("search, previews and headers", () => {
    test("the sitemap lists every page in both languages with its twins; robots names it", async ({
      request,
    }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      for (const path of routes) {
        expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
        expect(sitemap).toContain(`<loc>${origin}${twin(path)}</loc>`);
      }
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${origin}${twin(routes[0]!)}"/>`,
      );
      expect(sitemap).not.toMatch(/<loc>(?!https:\/\/)/);
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });

    test("every page has a canonical address and a link preview with a 1200 x 630 image", async ({
      page,
      request,
    }) => {
      for (const path of [routes[0]!, twin(routes[0]!)]) {
        await page.goto(path);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(canonical).toBe(`${origin}${path}`);
        const og = (property: string) =>
          page.locator(`meta[property="${property}"]`).getAttribute("content");
        expect(await og("og:url")).toBe(canonical);
        expect(await og("og:title")).toBe(await page.title());
        expect(await og("og:description")).toBeTruthy();
        expect(await og("og:locale")).toBe(path.startsWith("/zh") ? "zh_CN" : "en_AU");
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          "content",
          "summary_large_image",
        );
        const image = (await og("og:image"))!;
        expect(image.startsWith(`${origin}/og/`)).toBe(true);
        expect(await pngSize(request, new URL(image).pathname)).toEqual({
          width: 1200,
          height: 630,
        });
      }
    });

    if (options.documents) {
      test("documents carry breadcrumbs, and the FAQ its questions and answers", async ({
        page,
      }) => {
        await page.goto("/docs/most-common");
        const data = await jsonLd(page);
        const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
        expect(
          breadcrumbs.itemListElement.map((step: { position: number }) => step.position),
        ).toEqual([1, 2, 3]);
        expect(breadcrumbs.itemListElement[2].item).toBe(`${origin}/docs/most-common`);
        const faq = data.find((item) => item["@type"] === "FAQPage");
        expect(faq["@context"]).toBe("https://schema.org");
        expect(faq.mainEntity.length).toBeGreaterThan(5);
        for (const question of faq.mainEntity) {
          expect(question["@type"]).toBe("Question");
          expect(question.name).toMatch(/\?$/);
          expect(question.acceptedAnswer["@type"]).toBe("Answer");
          expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
          expect(`${question.name} ${question.acceptedAnswer.text}`).not.toContain("{{");
        }
        await page.goto("/zh/docs/fees");
        const chinese = await jsonLd(page);
        expect(
          chinese.find((item) => item["@type"] === "BreadcrumbList").itemListElement[2].item,
        ).toBe(`${origin}/zh/docs/fees`);
      });
    }

    if (options.unknownPath) {
      const unknown = options.unknownPath;
      test("an unknown address shows the home page, kept out of search results", async ({
        page,
        request,
      }) => {
        const response = await request.get(unknown);
        expect(response.headers()["x-robots-tag"]).toBe("noindex");
        await page.goto(unknown);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        const home = await request.get("/");
        expect(home.headers()["x-robots-tag"]).toBeUndefined();
      });
    }

    test("pages get the production headers; documents may be framed by the app only", async ({
      request,
    }) => {
      const headers = (await request.get(routes[0]!)).headers();
      const csp = headers["content-security-policy"]!;
      const scriptSrc = csp.split("; ").find((part) => part.startsWith("script-src "))!;
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toMatch(/(^| )\*/);
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ])
        expect(csp).toContain(directive);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}; includeSubDomains/);
      expect(headers["permissions-policy"]).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      // gw-serve sends what the static host's _headers file says, and never the file itself.
      for (const hostFile of ["/_headers", "/_redirects", "/headers.json"])
        expect(await (await request.get(hostFile)).text()).not.toContain(csp);
      const legal = (await request.get("/legal/privacy-policy")).headers();
      expect(legal["content-security-policy"]).toContain(
        `frame-ancestors 'self' ${options.appOrigin}`,
      );
      expect(legal["x-frame-options"]).toBeUndefined();
    });

    for (const consent of ["accepted", "not chosen"] as const) {
      test.describe(`with cookies ${consent}`, () => {
        if (consent === "not chosen") test.use({ storedConsent: null });
        test("no page breaks the content security policy", async ({ page }) => {
          test.slow();
          await routeChartScript(page);
          await page.addInitScript(() => {
            const seen: string[] = [];
            (window as unknown as { cspViolations: string[] }).cspViolations = seen;
            document.addEventListener("securitypolicyviolation", (event) =>
              seen.push(`${event.violatedDirective} ${event.blockedURI}`),
            );
          });
          for (const path of routes.flatMap((route) => [route, twin(route)])) {
            await page.goto(path);
            await waitForApp(page);
            await page.mouse.wheel(0, 4000);
            await page.waitForTimeout(150);
            const violations = await page.evaluate(
              () => (window as unknown as { cspViolations: string[] }).cspViolations,
            );
            expect(violations, path).toEqual([]);
          }
        });
      });
    }
  });
}
