import type { Locator, Page } from "@playwright/test";
import { routeChartScript } from "./chartScript";
import { expect, test, waitForApp } from "./fixtures";
import { holdAppScripts, openPrerendered } from "./heldAppScripts";
import { apiUrl } from "./playwrightConfig";

/** What the API answers for spot prices (the contract's shape). */
interface SpotAnswer {
  currency: string;
  asOf: string;
  source: string;
  metals: Record<"gold" | "silver", { bid: number; ask: number; previousClose: number }>;
}

interface HistoryAnswer {
  points: { date: string; close: number }[];
}

async function apiHistory(query: string): Promise<HistoryAnswer> {
  const response = await fetch(`${apiUrl}/v1/prices/history?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HistoryAnswer;
}

/** Where the remembered currency lives (kept in step with @gw/pricing's storedSpotCurrency). */
const CURRENCY_STORAGE_KEY = "gw.price-currency";

/** The names tests find things by, in each language (the contract's are the English ones). */
export const priceNames = {
  en: {
    prefix: "",
    buyPrices: "Buy prices",
    spotPrices: "Spot prices",
    gold: "Gold",
    perOunce: /^per troy ounce/,
    showTable: "Show data table",
    downloadCsv: "Download CSV",
    demonstration: "Demonstration prices",
    needsScript: "Today's prices need JavaScript to show.",
    goldHistory: /^Gold price history, 1M, in AUD$/,
    closes: "Gold: daily closes, 1M, in AUD",
  },
  zh: {
    prefix: "/zh",
    buyPrices: "买入价",
    spotPrices: "现货价格",
    gold: "黄金",
    perOunce: /^每金衡盎司/,
    showTable: "显示数据表",
    downloadCsv: "下载 CSV",
    demonstration: "演示价格",
    needsScript: "需要启用 JavaScript 才能显示今日价格。",
    goldHistory: /^黄金价格走势，1M，AUD计价$/,
    closes: "黄金：每日收盘价，1M，AUD计价",
  },
} as const;

type Language = keyof typeof priceNames;

/** The page's own formatting of an amount, as the price panel shows it. */
const formatted = (page: Page, amount: number, currency: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat(document.documentElement.lang, {
        style: "currency",
        currency: code,
      }).format(value),
    [amount, currency] as const,
  );

/** The gold row "per troy ounce": its Buy and Sell cells. */
function goldPerOunce(region: Locator, names: (typeof priceNames)[Language]) {
  const row = region
    .getByRole("table", { name: names.gold })
    .getByRole("row", { name: names.perOunce });
  return { buy: row.getByRole("cell").nth(0), sell: row.getByRole("cell").nth(1) };
}

/**
 * Keeps every spot answer the page receives (head script or app), by currency and time, so what
 * the page shows can be held against the very answer it came from: the development provider
 * moves every minute, and a quote stays on screen until the next refresh.
 */
function recordSpotAnswers(page: Page) {
  const answers = new Map<string, SpotAnswer>();
  page.on("response", async (response) => {
    if (!response.url().includes("/v1/prices/spot") || response.status() !== 200) return;
    try {
      const answer = (await response.json()) as SpotAnswer;
      answers.set(`${answer.currency} ${answer.asOf}`, answer);
    } catch {
      // A response whose body is gone (the page moved on): nothing to compare with.
    }
  });
  return answers;
}

/** The shown gold figures per troy ounce are the ask and bid of the answer they came from. */
async function expectApiPrices(
  page: Page,
  root: Locator,
  answers: Map<string, SpotAnswer>,
  currency: string,
  figures: { buy: Locator; sell?: Locator },
) {
  await expect
    .poll(
      async () => {
        const answer = answers.get(`${currency} ${await root.getAttribute("data-spot-as-of")}`);
        if (!answer) return "no answer in this currency for the time shown";
        const shown = [await figures.buy.textContent(), await figures.sell?.textContent()];
        const expected = [
          await formatted(page, answer.metals.gold.ask, currency),
          figures.sell && (await formatted(page, answer.metals.gold.bid, currency)),
        ];
        return shown.join(" / ") === expected.join(" / ")
          ? "equal"
          : `shown ${shown.join(" / ")}, answered ${expected.join(" / ")}`;
      },
      { timeout: 15_000 },
    )
    .toBe("equal");
}

/** Counts the page's spot price requests, however they are made (head script or app). */
async function countSpotRequests(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { spotRequests: number };
    counted.spotRequests = 0;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes("/v1/prices/spot"))
        counted.spotRequests += 1;
      return realFetch(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { spotRequests: number }).spotRequests);
}

/** Tells the page its tab is hidden or visible again, as the browser does. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((next) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => next });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

/** The live pricing page's prices, chart of our own, table and CSV, in both languages. */
export function describeSpotPrices() {
  for (const language of ["en", "zh"] as const) {
    const names = priceNames[language];
    const path = `${names.prefix}/live-pricing`;
    const spotRegion = (page: Page) => page.getByRole("region", { name: names.spotPrices });

    test.describe(`live prices (${language})`, () => {
      test("the gold buy price is the API's ask, on screen before the app has started", async ({
        page,
        pageErrors,
      }) => {
        await routeChartScript(page);
        const answers = recordSpotAnswers(page);
        // One request in all: the host's preload header starts it, the head script's fetch takes
        // its answer, and so does the app.
        const spotRequests: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/v1/prices/spot")) spotRequests.push(request.url());
        });
        const { release } = await holdAppScripts(page);
        await openPrerendered(page, path);
        const region = spotRegion(page);
        const gold = goldPerOunce(region, names);
        await expectApiPrices(page, region, answers, "AUD", gold);
        await expect(region.getByText(names.demonstration)).toBeVisible();
        expect(
          await page.evaluate(() =>
            Object.keys(document.getElementById("root")!).some((key) =>
              key.startsWith("__reactContainer"),
            ),
          ),
        ).toBe(false);
        release();
        await waitForApp(page);
        await expectApiPrices(page, region, answers, "AUD", gold);
        expect(spotRequests).toEqual([expect.stringMatching(/\/v1\/prices\/spot\?currency=AUD$/)]);
        // The converter prices a weight at the same buy price.
        const answer = answers.get(`AUD ${await region.getAttribute("data-spot-as-of")}`)!;
        const tenGrams = (answer.metals.gold.ask / 31.1034768) * 10;
        await expect(page.getByRole("status").filter({ hasText: /10 (g|克)/ })).toContainText(
          await formatted(page, tenGrams, "AUD"),
        );
        expect(pageErrors).toEqual([]);
      });

      test.describe("without scripts", () => {
        test.use({ javaScriptEnabled: false });

        test("the page comes with the API's prices in it, written in by the host", async ({
          page,
        }) => {
          const region = spotRegion(page);
          const gold = goldPerOunce(region, names);
          // The development provider moves every minute: the shown figures are held against the
          // API's answer for the time the page says.
          await expect
            .poll(
              async () => {
                await page.goto(path);
                const answer = (await (
                  await fetch(`${apiUrl}/v1/prices/spot?currency=AUD`)
                ).json()) as SpotAnswer;
                if ((await region.getAttribute("data-spot-as-of")) !== answer.asOf) return "older";
                return `${await gold.buy.textContent()} / ${await gold.sell.textContent()}`;
              },
              { timeout: 15_000 },
            )
            .toMatch(/\d.* \/ .*\d/);
          const answer = (await (
            await fetch(`${apiUrl}/v1/prices/spot?currency=AUD`)
          ).json()) as SpotAnswer;
          await expect(gold.buy).toHaveText(await formatted(page, answer.metals.gold.ask, "AUD"));
          await expect(gold.buy).toBeVisible();
          await expect(region.getByText(names.demonstration)).toBeVisible();
          // The note for pages without prices is in the page, and not shown on one that has them.
          const needsScript = region.locator("noscript > p");
          await expect(needsScript).toHaveText(names.needsScript);
          await expect(needsScript).toBeHidden();
        });
      });

      test("a visitor who chose another currency never sees the default one the host wrote in", async ({
        page,
      }) => {
        await routeChartScript(page);
        await page.addInitScript((key) => localStorage.setItem(key, "USD"), CURRENCY_STORAGE_KEY);
        const answers = recordSpotAnswers(page);
        let answerUsd = () => {};
        const usdHeld = new Promise<void>((resolve) => (answerUsd = resolve));
        await page.route(/\/v1\/prices\/spot\?currency=USD$/, async (route) => {
          await usdHeld;
          await route.continue();
        });
        await page.goto(path);
        const region = spotRegion(page);
        const gold = goldPerOunce(region, names);
        const figure = gold.buy.locator("[data-spot]");
        // The host's figure (the default currency) is in the page, and hidden.
        await expect(figure).toHaveText(/\d/);
        await expect(figure).toBeHidden();
        answerUsd();
        await expectApiPrices(page, region, answers, "USD", gold);
        await expect(figure).toBeVisible();
      });

      test("switches currency and remembers it, asking for it first next time", async ({
        page,
      }) => {
        await routeChartScript(page);
        const answers = recordSpotAnswers(page);
        await page.goto(path);
        await waitForApp(page);
        const region = spotRegion(page);
        const gold = goldPerOunce(region, names);
        const usd = region.getByRole("button", { name: "USD", exact: true });
        await usd.click();
        await expect(usd).toHaveAttribute("aria-pressed", "true");
        await expect(region.getByRole("button", { name: "AUD", exact: true })).toHaveAttribute(
          "aria-pressed",
          "false",
        );
        await expectApiPrices(page, region, answers, "USD", gold);
        expect(await page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe(
          "USD",
        );

        // The page's own requests (its scripts ask for JSON); the host's preload header names
        // the default currency for a first visit, and its answer is never shown here.
        const spotRequests: string[] = [];
        const preloads: string[] = [];
        page.on("request", (request) => {
          if (!request.url().includes("/v1/prices/spot")) return;
          const byScript = request.headers()["accept"] === "application/json";
          (byScript ? spotRequests : preloads).push(request.url());
        });
        await page.reload();
        await expect(usd).toHaveAttribute("aria-pressed", "true");
        await expectApiPrices(page, region, answers, "USD", gold);
        await waitForApp(page);
        await expect(usd).toHaveAttribute("aria-pressed", "true");
        expect(spotRequests[0]).toMatch(/currency=USD$/);
        expect(spotRequests.filter((url) => url.endsWith("AUD"))).toEqual([]);
        expect(preloads.filter((url) => !url.endsWith("AUD"))).toEqual([]);
        expect(preloads.length).toBeLessThanOrEqual(1);
      });

      test("shows the chart's figures as a table and downloads them as CSV", async ({ page }) => {
        await routeChartScript(page);
        await page.goto(path);
        await waitForApp(page);
        const history = await apiHistory("metal=gold&range=1M&currency=AUD");
        await page.getByText(names.showTable, { exact: true }).click();
        const table = page.getByRole("table", { name: names.closes });
        await expect(table.getByRole("row")).toHaveCount(history.points.length + 1);
        const latest = history.points.at(-1)!;
        await expect(table.getByRole("row").nth(1)).toContainText(
          await formatted(page, latest.close, "AUD"),
        );

        const download = page.waitForEvent("download");
        await page.getByRole("link", { name: names.downloadCsv }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe("gold-AUD-1M.csv");
        const lines = (await (await file.createReadStream()).toArray()).join("").trim().split("\n");
        expect(lines[0]).toBe("date,close");
        expect(lines).toHaveLength(history.points.length + 1);
        expect(lines.at(-1)).toBe(`${latest.date},${latest.close}`);
      });

      test.describe("without a cookie choice", () => {
        test.use({ storedConsent: null });

        test("draws our own chart, readable from the keyboard, and nothing leaves this machine", async ({
          page,
          externalRequests,
          pageErrors,
        }) => {
          await page.goto(path);
          await waitForApp(page);
          // The closes are asked for as the chart nears the viewport.
          await page.getByTestId("own-price-chart").scrollIntoViewIfNeeded();
          const chart = page.getByRole("slider", { name: names.goldHistory });
          const history = await apiHistory("metal=gold&range=1M&currency=AUD");
          const [previous, latest] = history.points.slice(-2);
          await expect(chart).toHaveAttribute(
            "aria-valuetext",
            new RegExp(
              `${(await formatted(page, latest!.close, "AUD")).replace(/[$.]/g, "\\$&")}$`,
            ),
          );
          await chart.focus();
          await page.keyboard.press("ArrowLeft");
          await expect(chart).toHaveAttribute(
            "aria-valuetext",
            new RegExp(
              `${(await formatted(page, previous!.close, "AUD")).replace(/[$.]/g, "\\$&")}$`,
            ),
          );
          await page.keyboard.press("Home");
          await expect(chart).toHaveAttribute("aria-valuenow", "0");
          expect(externalRequests).toEqual([]);
          expect(pageErrors).toEqual([]);
        });
      });

      test("stops refreshing while the tab is hidden and catches up when it is shown", async ({
        page,
      }) => {
        await routeChartScript(page);
        const spotRequests = await countSpotRequests(page);
        const answers = recordSpotAnswers(page);
        await page.clock.install();
        await page.goto(path);
        await waitForApp(page);
        const region = spotRegion(page);
        await expectApiPrices(page, region, answers, "AUD", goldPerOunce(region, names));
        // Visible: the page asks again once the service's quote is due (at most a minute).
        const before = await spotRequests();
        await page.clock.runFor(65_000);
        await expect.poll(spotRequests).toBeGreaterThan(before);

        await setVisibility(page, "hidden");
        const hidden = await spotRequests();
        await page.clock.runFor(10 * 60_000);
        expect(await spotRequests()).toBe(hidden);

        await setVisibility(page, "visible");
        await expect.poll(spotRequests).toBe(hidden + 1);
      });
    });
  }
}

/** The home page's strip: the gold buy price per troy ounce, linking to the live prices. */
export function describeHomePriceStrip() {
  for (const language of ["en", "zh"] as const) {
    const names = priceNames[language];
    test(`the home page links to the live prices with today's gold buy price (${language})`, async ({
      page,
      pageErrors,
    }) => {
      await routeChartScript(page);
      const answers = recordSpotAnswers(page);
      await page.goto(`${names.prefix}/`);
      const strip = page.getByRole("link", {
        name: new RegExp(`^${names.buyPrices} ${names.gold} `),
      });
      await expect(strip).toHaveAttribute("href", `${names.prefix}/live-pricing`);
      // The strip is its own root: the gold buy price per ounce is its first figure.
      const goldBuy = { buy: strip.locator("[data-spot]").first() };
      await expectApiPrices(page, strip, answers, "AUD", goldBuy);
      await expect(strip).toContainText(names.demonstration);
      await waitForApp(page);
      await strip.click();
      await expect(page).toHaveURL(new RegExp(`${names.prefix}/live-pricing$`));
      // Back by the logo, within the app: the strip fetches its prices itself this time.
      await page.getByRole("banner").getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`${names.prefix}/$`));
      await expectApiPrices(page, strip, answers, "AUD", goldBuy);
      expect(pageErrors).toEqual([]);
    });
  }
}
