import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "./fixtures";

const words = {
  en: {
    prefix: "",
    lang: "en-AU",
    holdings: "Value of your holdings",
    regular: "Regular buying",
    value: "Value at today's sell price",
    needsScript: "This calculator needs JavaScript, which is turned off in this browser.",
  },
  zh: {
    prefix: "/zh",
    lang: "zh-CN",
    holdings: "您持有金属的价值",
    regular: "定期买入",
    value: "按今日卖出价计算的价值",
    needsScript: "此计算器需要 JavaScript，而此浏览器已关闭 JavaScript。",
  },
} as const;

/**
 * `/calculators` with JavaScript turned off: the host writes the value of the default holding (10
 * oz of silver) at today's sell price into the first HTML; what needs the scripts says so, and
 * nothing says a price is on its way that never comes. The same page served as a plain file (a
 * static host without ours) says every calculator needs JavaScript.
 */
export function describeCalculatorsWithScriptsOff() {
  test.describe("calculators with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    for (const language of ["en", "zh"] as const) {
      const n = words[language];
      const path = `${n.prefix}/calculators`;

      test(`${path}: the value of your holdings is in the first HTML, at the host's price`, async ({
        page,
      }) => {
        await page.goto(path);
        // The answer the host wrote the page from, embedded beside it.
        const answer = JSON.parse(
          (await page.locator("#gw-spot-answer").textContent()) ?? "null",
        ) as { currency: string; body: { metals: { silver: { bid: number } } } };
        const value = new Intl.NumberFormat(n.lang, {
          style: "currency",
          currency: answer.currency,
        }).format(10 * answer.body.metals.silver.bid);
        const holdings = page.getByRole("region", { name: n.holdings });
        await expect(holdings.getByRole("definition")).toHaveText(value);
        await expect(holdings.getByText(n.value)).toBeVisible();
        // Regular buying needs the history the scripts ask for: it says so.
        const regular = page.getByRole("region", { name: n.regular });
        await expect(regular.locator("noscript > p")).toHaveText(n.needsScript);
        await expect(page.locator("main")).not.toContainText(/on its way|Loading|加载中/);
      });

      test(`${path} served as a plain file (no host): every calculator says it needs JavaScript`, async ({
        page,
      }) => {
        // The build's own file, as a static host without ours sends it.
        const built = readFileSync(resolve("dist", `.${path}`, "index.html"), "utf8");
        await page.route(
          (url) => url.pathname.replace(/\/$/, "") === path,
          (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: built }),
        );
        await page.goto(path);
        const holdings = page.getByRole("region", { name: n.holdings });
        await expect(holdings.locator("noscript > p")).toHaveText(n.needsScript);
        await expect(
          page.getByRole("region", { name: n.regular }).locator("noscript > p"),
        ).toHaveText(n.needsScript);
        await expect(page.locator("main")).not.toContainText(/on its way|Loading|加载中/);
      });
    }
  });
}
