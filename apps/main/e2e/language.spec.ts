import type { Page } from "@playwright/test";
import { routeChartScript } from "@gw/e2e/chartScript";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

const englishTitle = "Own real gold and silver, one gram at a time";
const chineseTitle = "一克一克，拥有真正的黄金和白银";
/** The visitor's stored language: its one store, the cookie the host reads too. */
const storedLanguage = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "gw_lang")?.value ?? null;

test.describe("language", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("switching to Chinese stores the choice and loads the same page at its Chinese address, and back", async ({
    page,
    pageErrors,
  }) => {
    await page.goto("/docs/fees?from=menu");
    await waitForApp(page);
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("button", { name: "中文" }).click();
    await expect(page).toHaveURL("/zh/docs/fees?from=menu");
    await expect(page.locator("article h1")).toHaveText("费用");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page).toHaveTitle("费用 | Goldwattle");
    expect(await storedLanguage(page)).toBe("zh");

    // And back: the switcher's own name is now Chinese.
    await waitForApp(page);
    await page.getByRole("button", { name: "语言" }).click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/docs/fees?from=menu");
    await expect(page.locator("article h1")).toHaveText("Fees");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
    expect(await storedLanguage(page)).toBe("en");
    expect(pageErrors).toEqual([]);
  });

  test("where no server chose the language, a zh-CN browser is moved to the Chinese address before the English page starts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    // A host without an edge answers in English whatever the browser asks for: an English
    // Accept-Language on the wire beside a Chinese browser makes gw-serve behave like one.
    await context.route(
      () => true,
      (route) =>
        /^(localhost|127\.0\.0\.1)$/.test(new URL(route.request().url()).hostname)
          ? route.continue({ headers: { ...route.request().headers(), "accept-language": "en" } })
          : route.abort(),
    );
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/contact-us#form");
    await expect(page).toHaveURL("/zh/contact-us#form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("联系我们");
    // The English page started none of the app's code: it was gone before its first frame.
    expect(requested).toContain("/zh/contact-us");
    const beforeMove = requested.slice(0, requested.indexOf("/zh/contact-us"));
    expect(beforeMove.filter((path) => path.startsWith("/assets/"))).toEqual([]);
    await context.close();
  });

  test("a Chinese address stays Chinese even for a visitor who chose English", async ({ page }) => {
    await page.addInitScript(() => (document.cookie = "gw_lang=en; Path=/"));
    await page.goto("/zh/");
    await waitForApp(page);
    await expect(page).toHaveURL("/zh/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
  });

  test("a Chinese visitor stays under /zh moving through header, documents, prev/next and section links", async ({
    page,
    pageErrors,
  }) => {
    await routeChartScript(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/zh/");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
    const nav = page.getByRole("banner");

    // Each page fetches its packages' translations with its code, after the home page loaded.
    await nav.getByRole("link", { name: "实时价格" }).click();
    await expect(page).toHaveURL("/zh/live-pricing");
    await expect(page.getByText("每金衡盎司价格")).toBeVisible();
    await nav.getByRole("link", { name: "联系我们" }).click();
    await expect(page).toHaveURL("/zh/contact-us");
    await expect(page.getByLabel("姓名")).toBeVisible();
    await nav.getByRole("link", { name: "常见问题" }).click();
    await expect(page).toHaveURL("/zh/docs/most-common");
    await page.getByRole("link", { name: /^下一篇/ }).click();
    await expect(page).toHaveURL("/zh/docs/fees");
    await page.getByRole("navigation", { name: "关于我们" }).getByRole("link").last().click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/zh\/docs\/[a-z-]+$/);
    const sectionLink = page.locator('article a[href*="/section/"]').first();
    await expect(sectionLink).toHaveAttribute("href", /^\/zh\/docs\/[a-z-]+\/section\/[a-z0-9-]+$/);
    await sectionLink.click();
    await expect(page).toHaveURL(/\/zh\/docs\/[a-z-]+\/section\/[a-z0-9-]+$/);
    await nav.getByRole("link", { name: "Goldwattle" }).click();
    await expect(page).toHaveURL(/\/zh\/?$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    // Chinese catalogs came with each page; no English one was ever downloaded.
    expect(scripts.filter((path) => /\/assets\/zh-[\w-]+\.js$/.test(path)).length).toBeGreaterThan(
      2,
    );
    expect(scripts.filter((path) => /\/assets\/en-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test("an unknown Chinese address shows the Chinese home page; a missing document goes to /zh/", async ({
    page,
  }) => {
    await page.goto("/zh/no-such-page");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
    await expect(page).toHaveURL("/zh/no-such-page");

    await page.goto("/zh/docs/no-such-document");
    await expect(page).toHaveURL(/\/zh\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
  });

  test("a de-DE browser gets English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await context.route(
      (url) => !/^(localhost|127\.0\.0\.1)$/.test(url.hostname),
      (route) => route.abort(),
    );
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
    await context.close();
  });
});
