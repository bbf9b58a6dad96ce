import { routeChartScript } from "../../../e2e/chartScript";
import { expect, test, waitForApp } from "../../../e2e/fixtures";

const englishTitle = "Own real gold and silver, one gram at a time";
const chineseTitle = "一克一克，拥有真正的黄金和白银";

test.describe("language", () => {
  test("switching to Chinese stores the choice and reloads in Chinese", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("button", { name: "English" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "中文" }).click(),
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page).toHaveTitle(/购买、存储和转让实物黄金和白银/);
    expect(await page.evaluate(() => localStorage.getItem("gw.preferred-language"))).toBe("zh");

    // And back: the switcher's own name is now Chinese.
    await page.getByRole("button", { name: "语言" }).click();
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("button", { name: "English" }).click(),
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    expect(pageErrors).toEqual([]);
  });

  test("a zh-CN browser gets Chinese and never sees the English page first", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await context.route(
      (url) => !/^(localhost|127\.0\.0\.1)$/.test(url.hostname),
      (route) => route.abort(),
    );
    // Hold the app's script back so the moment before the client renders can be inspected.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts hold back DOMContentLoaded, so wait for the parsed markup instead.
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("h1", { state: "attached" });
    const before = await page.evaluate(() => ({
      hidden: getComputedStyle(document.body).visibility === "hidden",
      lang: document.documentElement.lang,
    }));
    expect(before).toEqual({ hidden: true, lang: "zh-CN" });
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
    expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe("visible");
    await context.close();
  });

  test("a Chinese visitor moving between pages gets each page's own text in Chinese", async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => localStorage.setItem("gw.preferred-language", "zh"));
    await routeChartScript(page);
    await page.goto("/");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chineseTitle);
    const nav = page.getByRole("banner");

    // Each page fetches its packages' translations with its code, after the home page loaded.
    await nav.getByRole("link", { name: "实时价格" }).click();
    await expect(page.getByText("每金衡盎司价格")).toBeVisible();
    await nav.getByRole("link", { name: "联系我们" }).click();
    await expect(page.getByLabel("姓名")).toBeVisible();
    await nav.getByRole("link", { name: "常见问题" }).click();
    await expect(page.getByRole("link", { name: /^下一篇/ })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test("a de-DE browser gets English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await context.route(
      (url) => !/^(localhost|127\.0\.0\.1)$/.test(url.hostname),
      (route) => route.abort(),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-AU");
    await context.close();
  });
});
