import type { Page, Response } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";
import { blockAppScripts } from "./heldAppScripts";

interface SpotBody {
  currency: string;
  metals: Record<"gold" | "silver", { bid: number; ask: number }>;
}
interface HistoryBody {
  interval: string;
  points: { date: string; close: number }[];
}

/** The names tests find the calculators by, in each language (the contract's are the English). */
const names = {
  en: {
    prefix: "",
    title: "Gold and Silver Calculators",
    nav: "Calculators",
    regular: "Regular buying",
    amount: "Amount each month",
    start: "Start",
    gold: "Gold",
    silver: "Silver",
    invested: "Invested",
    metalBought: "Metal bought",
    valueToday: "Value today",
    holdings: "Value of your holdings",
    weight: "Weight",
    unit: "Unit",
    holdingValue: "Value at today's sell price",
    ratio: "Gold/silver ratio",
    todaysRatio: "Today's ratio",
    showTable: "Show data table",
  },
  zh: {
    prefix: "/zh",
    title: "黄金白银计算器",
    nav: "计算器",
    regular: "定期买入",
    amount: "每月金额",
    start: "开始",
    gold: "黄金",
    silver: "白银",
    invested: "投入金额",
    metalBought: "买入金属",
    valueToday: "今日价值",
    holdings: "您持有金属的价值",
    weight: "重量",
    unit: "单位",
    holdingValue: "按今日卖出价计算的价值",
    ratio: "金银比",
    todaysRatio: "今日比值",
    showTable: "显示数据表",
  },
} as const;

const GRAMS_PER_OUNCE = 31.1034768;

/** The page's own formatting of an amount, as the calculators write it. */
const money = (page: Page, amount: number, currency: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: "currency",
        currency: code,
      }).format(value),
    [amount, currency] as const,
  );

const bodyOf = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

/** The value shown beside a term of a description list in a region. */
const figure = (page: Page, region: string, term: string) =>
  page
    .getByRole("region", { name: region })
    .getByRole("definition")
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${term}"]`),
    });

/**
 * `/calculators` in both languages: prerendered and readable before scripts, in the header nav,
 * keyboard complete, and every figure the API's: the spot answer and the monthly history the page
 * itself received, worked out here again.
 */
export function describeCalculators() {
  for (const language of ["en", "zh"] as const) {
    const n = names[language];
    const path = `${n.prefix}/calculators`;

    test.describe(`calculators (${language})`, () => {
      test("reads before scripts: title, regions and the inputs' labels", async ({ page }) => {
        await blockAppScripts(page);
        await page.goto(path);
        await expect(page).toHaveTitle(new RegExp(n.title));
        await expect(page.getByRole("heading", { level: 1, name: n.title })).toBeVisible();
        for (const region of [n.regular, n.holdings, n.ratio]) {
          await expect(page.getByRole("region", { name: region })).toBeVisible();
        }
        await expect(page.getByRole("textbox", { name: n.amount })).toHaveValue("500");
        await expect(page.getByRole("textbox", { name: n.weight })).toHaveValue("10");
      });

      test("is in the header nav", async ({ page }) => {
        await page.goto(`${n.prefix}/`);
        await waitForApp(page);
        await page
          .getByRole("banner")
          .getByRole("link", { name: n.nav, exact: true })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${path}/?$`));
        await expect(page.getByRole("heading", { level: 1, name: n.title })).toBeVisible();
      });

      test("every figure agrees with the API's spot and history answers", async ({
        page,
        context,
        baseURL,
        pageErrors,
      }) => {
        await context.addCookies([{ name: "gw_currency", value: "USD", url: baseURL! }]);
        const spot = bodyOf<SpotBody>(
          page.waitForResponse((r) => r.url().includes("/v1/prices/spot") && r.ok()),
        );
        // Not asked for when the page came with its answer: never waited on then.
        spot.catch(() => {});
        const monthly = bodyOf<HistoryBody>(
          page.waitForResponse(
            (r) => r.url().includes("interval=monthly") && r.url().includes("metal=gold") && r.ok(),
          ),
        );
        await page.goto(path);
        await waitForApp(page);
        // The host wrote the page from its answer, which the app starts from (it asks itself
        // only where there was none, or once it is due).
        const embedded = await page.evaluate(
          () => document.getElementById("gw-spot-answer")?.textContent ?? null,
        );
        const written = embedded
          ? (JSON.parse(embedded) as { status: number; body: SpotBody | null })
          : null;
        const [quote, history] = await Promise.all([
          written?.status === 200 && written.body ? written.body : spot,
          monthly,
        ]);
        expect(quote.currency).toBe("USD");
        expect(history.interval).toBe("monthly");

        // Regular buying: 500 a month of gold from the default start (five years back).
        const today = new Date();
        const start = `${today.getUTCFullYear() - 5}-${String(today.getUTCMonth() + 1).padStart(2, "0")}`;
        const counted = history.points.filter((point) => point.date.slice(0, 7) >= start);
        expect(counted.length).toBeGreaterThan(0);
        const ounces = counted.reduce((sum, point) => sum + 500 / point.close, 0);
        await expect(figure(page, n.regular, n.invested)).toHaveText(
          await money(page, 500 * counted.length, "USD"),
        );
        await expect(figure(page, n.regular, n.valueToday)).toHaveText(
          await money(page, ounces * quote.metals.gold.bid, "USD"),
        );
        // The same total in grams, to the digits shown.
        const shownOunces = await page.evaluate(
          (value) =>
            new Intl.NumberFormat(document.documentElement.lang, {
              maximumFractionDigits: 4,
            }).format(value),
          ounces,
        );
        await expect(figure(page, n.regular, n.metalBought)).toContainText(`(${shownOunces} oz)`);

        // Value of your holdings: 10 oz of silver at the sell price.
        await expect(figure(page, n.holdings, n.holdingValue)).toHaveText(
          await money(page, 10 * quote.metals.silver.bid, "USD"),
        );
        const holdings = page.getByRole("region", { name: n.holdings });
        await holdings.getByRole("textbox", { name: n.weight }).fill("2");
        await holdings.getByRole("combobox", { name: n.unit }).selectOption("kg");
        await holdings.getByRole("button", { name: n.gold }).click();
        await expect(figure(page, n.holdings, n.holdingValue)).toHaveText(
          await money(page, (2000 / GRAMS_PER_OUNCE) * quote.metals.gold.bid, "USD"),
        );

        // The ratio from the same quote's mid prices, to one decimal.
        const mid = (metal: "gold" | "silver") =>
          (quote.metals[metal].bid + quote.metals[metal].ask) / 2;
        const ratio = (mid("gold") / mid("silver")).toFixed(1);
        await expect(figure(page, n.ratio, n.todaysRatio)).toHaveText(ratio);
        await expect(page.getByRole("region", { name: n.ratio }).getByRole("slider")).toBeVisible();
        expect(pageErrors).toEqual([]);
      });

      test("works from the keyboard alone", async ({ page }) => {
        await page.goto(path);
        await waitForApp(page);
        const region = page.getByRole("region", { name: n.regular });
        const amount = region.getByRole("textbox", { name: n.amount });
        await amount.focus();
        await page.keyboard.press("Control+a");
        await page.keyboard.type("250");
        await page.keyboard.press("Tab");
        await expect(region.getByRole("button", { name: n.gold })).toBeFocused();
        await page.keyboard.press("Tab");
        await expect(region.getByRole("button", { name: n.silver })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(region.getByRole("button", { name: n.silver })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await page.keyboard.press("Tab");
        await expect(region.getByLabel(n.start)).toBeFocused();
        const summary = region.getByText(n.showTable);
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(region.getByRole("table")).toBeVisible();
        await expect(region.getByRole("table").getByRole("row").nth(1)).toBeVisible();
      });
    });
  }
}
