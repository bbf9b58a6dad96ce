import { expect, test, waitForApp } from "./fixtures";

const words = {
  en: {
    prefix: "",
    lang: "en-AU",
    regular: "Regular buying",
    holdings: "Value of your holdings",
    weight: "Weight",
    failed: "This part of the page could not be shown.",
    retry: "Try again",
    nav: "Calculators",
    language: "Language",
    pageFailed: "This page could not be shown",
    home: "home page",
  },
  zh: {
    prefix: "/zh",
    lang: "zh-CN",
    regular: "定期买入",
    holdings: "您持有金属的价值",
    weight: "重量",
    failed: "此部分页面无法显示。",
    retry: "重试",
    nav: "计算器",
    language: "语言",
    pageFailed: "此页面无法显示",
    home: "首页",
  },
} as const;

/**
 * A render error in one island leaves the rest of the page working, in the visitor's language:
 * the regular-buying chart's code fails to arrive (as after a deploy, or on a bad connection), so
 * rendering the chart throws. No switch in the site does it: the test withholds the chunk.
 */
export function describeRenderErrorInAnIsland() {
  for (const language of ["en", "zh"] as const) {
    const n = words[language];
    test(`${language}: a part that fails to render says so in its place, is reported, and the page around it works`, async ({
      page,
    }) => {
      await page.route(/\/assets\/HistoryChart-[^/]+\.js$/, (route) =>
        route.abort("connectionfailed"),
      );
      // The chart's code is shared: the ratio's chart fails too, and reports on its own.
      const reported = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/v1/render-errors") &&
          request.method() === "POST" &&
          (request.postDataJSON() as { part?: string }).part === "calculators.regularBuying",
      );
      await page.goto(`${n.prefix}/calculators?utm_source=test`);
      await waitForApp(page);
      const regular = page.getByRole("region", { name: n.regular });
      await expect(regular.getByRole("alert")).toHaveText(new RegExp(n.failed));
      await expect(regular.getByRole("button", { name: n.retry })).toBeVisible();

      // The page's path without its query, the part's name, the message: nothing else.
      const report = await reported;
      const body = report.postDataJSON() as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual(["build", "message", "part", "path"]);
      expect(body).toMatchObject({
        part: "calculators.regularBuying",
        path: `${n.prefix}/calculators`,
      });
      expect((await report.response())?.status()).toBe(204);

      // Everything else: header, footer, the language, and the other calculators.
      await expect(page.locator("html")).toHaveAttribute("lang", n.lang);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: n.nav, exact: true }).first()).toBeVisible();
      await expect(header.getByRole("button", { name: n.language })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const holdings = page.getByRole("region", { name: n.holdings });
      const value = holdings.getByRole("definition");
      const before = await value.textContent();
      await holdings.getByRole("textbox", { name: n.weight }).fill("20");
      await expect(value).not.toHaveText(before ?? "");
      await expect(value).toHaveText(/\d/);
    });
  }
}

/**
 * A page whose own code fails to arrive on a visitor's click (as after a deploy, or on a bad
 * connection) is the router's error page: the site's header, footer and language stay, the page
 * says so in the visitor's language with a way home, and the failure is reported as the page's.
 */
export function describeAPageThatFailsToLoad() {
  for (const language of ["en", "zh"] as const) {
    const n = words[language];
    test(`${language}: a page whose code fails to arrive keeps the site around it and says so`, async ({
      page,
    }) => {
      await page.route(/\/assets\/CalculatorsRoute-[^/]+\.js$/, (route) =>
        route.abort("connectionfailed"),
      );
      const reported = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/v1/render-errors") &&
          request.method() === "POST" &&
          (request.postDataJSON() as { part?: string }).part === "page",
      );
      await page.goto(`${n.prefix}/`);
      await waitForApp(page);
      const header = page.getByRole("banner");
      await header.getByRole("link", { name: n.nav, exact: true }).first().click();

      await expect(page.getByRole("heading", { level: 1, name: n.pageFailed })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: n.home })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", n.lang);
      await expect(header.getByRole("button", { name: n.language })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const body = (await reported).postDataJSON() as Record<string, string>;
      expect(body).toMatchObject({ part: "page", path: `${n.prefix}/calculators` });
    });
  }
}
