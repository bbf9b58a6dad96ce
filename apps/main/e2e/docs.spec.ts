import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

const article = (page: Page) => page.locator("article");
const docsNav = (page: Page) => page.getByRole("navigation", { name: "About Us" });

/**
 * Distance from the sticky header's bottom to a section's top, or null while the
 * section is not in the page yet (a client navigation is still fetching it).
 */
async function sectionGap(page: Page, id: string) {
  return page.evaluate((target) => {
    const header = document.querySelector("header");
    const section = document.getElementById(target);
    if (!header || !section) return null;
    return Math.round(section.getBoundingClientRect().top - header.getBoundingClientRect().bottom);
  }, id);
}

async function expectSectionInView(page: Page, id: string) {
  await expect.poll(() => sectionGap(page, id)).toBe(24);
}

test.describe("document viewer", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  test("prerenders the article, its title and description into the HTML", async ({ request }) => {
    const html = await (await request.get("/docs/fees")).text();
    expect(html).toContain("<title>Fees | Goldwattle</title>");
    expect(html).toMatch(/<meta name="description" content="What Goldwattle costs[^"]*0\.22%/);
    expect(html).toMatch(/<article[^>]*>[\s\S]*<h2 id="storage-and-insurance">/);
    const about = await (await request.get("/docs/overview")).text();
    const articleHtml = about.slice(about.indexOf("<article"), about.indexOf("</article>"));
    expect(articleHtml).toContain("Goldwattle Pty Ltd");
    expect(articleHtml).not.toContain("{{");
    for (const path of ["/docs/most-common", "/docs/overview", "/legal/privacy-policy"]) {
      expect(await (await request.get(path)).text()).toMatch(/<article[^>]*><h1/);
    }
  });

  test("shows FAQ by default under /docs, with the page marked in the sidebar", async ({
    page,
  }) => {
    await page.goto("/docs");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText(
      "Frequently Asked Questions",
    );
    await expect(
      docsNav(page).getByRole("link", { name: "Frequently Asked Questions" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Frequently Asked Questions | Goldwattle");
  });

  test("a trailing slash names the same page", async ({ page }) => {
    await page.goto("/docs/fees/");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("Fees");
    await expect(docsNav(page).getByRole("link", { name: "Fees" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("fills brand facts into the text and states the fees the site shows", async ({ page }) => {
    await page.goto("/docs/fees");
    await waitForApp(page);
    await expect(article(page)).toContainText("16.74 g");
    await expect(article(page)).toContainText("16.72 g");
    await expect(article(page)).toContainText("AUD, EUR, USD, GBP, NZD, CAD, SGD and TRY");
    await page.goto("/docs/overview");
    await expect(article(page)).toContainText("Goldwattle Pty Ltd (ABN 53 687 097 845)");
    await expect(
      article(page).getByRole("link", { name: "hello@goldwattle.com" }).first(),
    ).toHaveAttribute("href", "mailto:hello@goldwattle.com");
  });

  test("sidebar navigation marks the clicked page and scrolls to the top", async ({ page }) => {
    await page.goto("/docs/fees");
    await waitForApp(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await docsNav(page).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(docsNav(page).getByRole("link", { name: "About Us" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(docsNav(page).getByRole("link", { name: "Fees" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle("About Us | Goldwattle");
  });

  test("previous and next follow the table of contents and replace the history entry", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("banner").getByRole("link", { name: "Fees", exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/fees$/);
    await expect(
      page.getByRole("link", { name: "Previous Frequently Asked Questions" }),
    ).toHaveAttribute("href", "/docs/most-common");
    await page.getByRole("link", { name: "Next Glossary" }).click();
    await expect(page).toHaveURL(/\/docs\/glossary$/);
    await page.getByRole("link", { name: "Next About Us" }).click();
    await expect(page).toHaveURL(/\/docs\/overview$/);
    await expect(page.getByRole("link", { name: /^Next/ })).toHaveCount(0);
    await page.getByRole("link", { name: "Previous Glossary" }).click();
    await expect(page).toHaveURL(/\/docs\/glossary$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a section address scrolls the section to 24 px below the header", async ({ page }) => {
    await page.goto("/docs/fees/section/transfers");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("Fees");
    await expectSectionInView(page, "transfers");
  });

  test("a changed hash scrolls to that section", async ({ page }) => {
    await page.goto("/docs/fees");
    await waitForApp(page);
    await page.evaluate(() => {
      window.location.hash = "redemption-and-delivery";
    });
    await expectSectionInView(page, "redemption-and-delivery");
  });

  test("rewrites document links to section addresses and makes stray hash links inert", async ({
    page,
  }) => {
    await page.goto("/docs/most-common");
    await waitForApp(page);
    const feesLink = article(page).getByRole("link", { name: "Fees", exact: true });
    await expect(feesLink).toHaveAttribute("href", "/docs/fees/section/storage-and-insurance");
    await feesLink.click();
    await expect(page).toHaveURL(/\/docs\/fees\/section\/storage-and-insurance$/);
    await expectSectionInView(page, "storage-and-insurance");
    await expect(article(page).getByRole("link", { name: "About Us" }).first()).toHaveCount(0);
  });

  test("the copy-link control copies the section address and says copied for 2 seconds", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/docs/fees");
    await waitForApp(page);
    const heading = page.getByRole("heading", { name: /^Transfers/ });
    // The confirmation is a live region beside the heading, never inside it.
    const status = page.locator("#transfers + [role=status]");
    await heading.getByRole("button", { name: "Copy link to Transfers" }).click();
    await expect(status).toHaveText("copied");
    await expect(status).toBeVisible();
    await expect(heading).not.toContainText("copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/docs/fees/section/transfers`,
    );
    await expect(status).toHaveText("", { timeout: 4000 });

    // A Chinese page copies its Chinese address.
    await page.goto("/zh/docs/fees");
    await waitForApp(page);
    await page.locator("#transfers").getByRole("button", { name: /^复制/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/zh/docs/fees/section/transfers`,
    );
  });

  test("back to top appears after 600 px and answers Enter and Space", async ({ page }) => {
    await page.goto("/legal/terms-and-conditions");
    await waitForApp(page);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toHaveCount(0);
    for (const key of ["Enter", "Space"]) {
      await page.evaluate(() => window.scrollTo(0, 1400));
      await expect(button).toBeVisible();
      await button.focus();
      await page.keyboard.press(key);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toHaveCount(0);
    }
  });

  test("shows Loading document... while a page is on its way", async ({ page }) => {
    await page.goto("/docs/fees");
    await waitForApp(page);
    await page.route("**/content/docs/v1.0.1/en/overview.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await docsNav(page).getByRole("link", { name: "About Us" }).click();
    // At once (well before the router's own 1 s pending delay), the old article gives way.
    await expect(page.getByRole("status").filter({ hasText: "Loading document..." })).toBeVisible({
      timeout: 600,
    });
    await expect(article(page)).toHaveCount(0);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("About Us");
  });

  test("?embedded=true shows the article alone", async ({ page }) => {
    await page.goto("/docs/fees?embedded=true");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("Fees");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: "More documents" })).toBeVisible();
  });

  test.describe("embedded, before any cookie choice", () => {
    test.use({ storedConsent: null });

    test("previous/next keep ?embedded=true; no layout, no cookie banner", async ({ page }) => {
      await page.goto("/docs/fees?embedded=true");
      await waitForApp(page);
      const more = page.getByRole("navigation", { name: "More documents" });
      const next = more.getByRole("link", { name: /Next/ });
      await expect(next).toHaveAttribute("href", /\?embedded=true$/);
      await next.click();
      await expect(page).toHaveURL(/\/docs\/[^?]+\?embedded=true$/);
      await expect(article(page).getByRole("heading", { level: 1 })).not.toHaveText("Fees");
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
      const previous = more.getByRole("link", { name: /Previous/ });
      await expect(previous).toHaveAttribute("href", /\?embedded=true$/);
    });

    test("a link to the other section (a legal page) keeps ?embedded=true too", async ({
      page,
    }) => {
      await page.goto("/docs/fees?embedded=true");
      await waitForApp(page);
      const legal = article(page).getByRole("link", { name: "Changes to these terms" });
      await expect(legal).toHaveAttribute(
        "href",
        "/legal/terms-and-conditions/section/changes-to-these-terms?embedded=true",
      );
      await legal.click();
      await expect(page).toHaveURL(/\/legal\/terms-and-conditions\/section\/[^?]+\?embedded=true$/);
      await expect(article(page).getByRole("heading", { level: 1 })).not.toHaveText("Fees");
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    });

    test("a link to a site page opens outside the embedding frame, without the flag", async ({
      page,
      context,
    }) => {
      await page.goto("/docs/fees?embedded=true");
      await waitForApp(page);
      const sitePage = article(page).getByRole("link", { name: "live pricing" });
      await expect(sitePage).toHaveAttribute("href", "/live-pricing");
      await expect(sitePage).toHaveAttribute("target", "_blank");
      await expect(sitePage).toHaveAttribute("rel", "noopener");
      const [opened] = await Promise.all([context.waitForEvent("page"), sitePage.click()]);
      await expect(opened).toHaveURL(/\/live-pricing$/);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      // The embedded document stays as it was.
      await expect(page).toHaveURL(/\/docs\/fees\?embedded=true$/);
      await expect(page.getByRole("banner")).toHaveCount(0);
    });

    test("the same document outside embedding shows the cookie banner", async ({ page }) => {
      await page.goto("/docs/fees");
      await waitForApp(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    });
  });

  test("legal documents have their own table of contents titled Legal Documents", async ({
    page,
  }) => {
    await page.goto("/legal");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText(
      "Terms and Conditions",
    );
    const nav = page.getByRole("navigation", { name: "Legal Documents" });
    for (const name of [
      "Terms and Conditions",
      "Privacy Policy",
      "Cookie Policy",
      "AML/CTF Policy",
    ]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
    await expect(nav.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("shows the Chinese text to a visitor who chose Chinese", async ({ page }) => {
    await page.addInitScript(() => (document.cookie = "gw_lang=zh; Path=/"));
    await page.goto("/docs/fees/section/transfers");
    await waitForApp(page);
    await expect(article(page).getByRole("heading", { level: 1 })).toHaveText("费用");
    await expect(page.getByRole("navigation", { name: "关于我们" })).toBeVisible();
    await expect(page.getByRole("link", { name: "下一篇 术语表" })).toBeVisible();
    await expectSectionInView(page, "transfers");
  });
});

test.describe("document viewer failures", () => {
  for (const path of [
    "/docs/no-such-page",
    "/docs/..%2F..%2Fetc%2Fpasswd",
    "/legal/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
  ]) {
    test(`${path} ends on the home page, its page never fetched`, async ({ page }) => {
      const contentRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/content/")) contentRequests.push(request.url());
      });
      await page.goto(path);
      await waitForApp(page);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The section's page this address fell back to preloads its own document; nothing else of
      // the section, and nothing the address names, is ever requested.
      const section = path.startsWith("/docs") ? "docs" : "legal";
      expect(contentRequests.map((url) => new URL(url).pathname).sort()).toEqual(
        [
          `/content/${section}/v1.0.1/en/config/toc-docs.json`,
          `/content/${section}/v1.0.1/en/${section === "docs" ? "most-common" : "terms-and-conditions"}.json`,
        ].sort(),
      );
    });
  }
});
