import type { Locator, Page } from "@playwright/test";
import { routeChartScript } from "./chartScript";
import { APP_LIVE_SELECTOR, expect, test, waitForApp } from "./fixtures";
import { holdAppScripts, openPrerendered } from "./heldAppScripts";
import { embeddedSpotAnswer, spotAnswerInPage } from "./pageAnswers";
import { apiUrl } from "./playwrightConfig";

/** Spot prices as the API answers them (the contract's shape). */
interface SpotPricesBody {
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

/** Where the chosen currency is remembered (kept in step with @gw/api-client's currencyCookie). */
const CURRENCY_COOKIE = "gw_currency";

/** React's own words for a hydration that did not match (production builds give its code). */
const hydrationProblem = /Minified React error #(418|419|420|421|422|423|425)|hydrat/i;

/** The names tests find things by, in each language (the contract's are the English ones). */
export const priceNames = {
  en: {
    prefix: "",
    buyPrices: "Indicative buy prices",
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
    buyPrices: "参考买入价",
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

/** The API's answer the host wrote into the page (embedded for the app), if it wrote one. */
async function answerInPage(page: Page): Promise<SpotPricesBody | null> {
  return (await spotAnswerInPage<SpotPricesBody>(page, { timeout: 1000 }))?.body ?? null;
}

/**
 * Keeps every spot answer the page got (written in by the host, or asked for by the app), by
 * currency and time, so what the page shows can be held against the very answer it came from: the
 * development provider moves every minute, and a quote stays on screen until the next refresh.
 */
function recordSpotAnswers(page: Page) {
  const answers = new Map<string, SpotPricesBody>();
  const keep = (answer: SpotPricesBody | null) => {
    if (answer) answers.set(`${answer.currency} ${answer.asOf}`, answer);
  };
  page.on("domcontentloaded", () => void answerInPage(page).then(keep, () => {}));
  page.on("response", async (response) => {
    if (!response.url().includes("/v1/prices/spot") || response.status() !== 200) return;
    try {
      keep((await response.json()) as SpotPricesBody);
    } catch {
      // A response whose body is gone (the page moved on): nothing to compare with.
    }
  });
  return answers;
}

/**
 * The shown gold figures per troy ounce are the ask and bid of one answer the page got in that
 * currency (and so never a figure of another currency, or one made up).
 */
async function expectApiPrices(
  page: Page,
  answers: Map<string, SpotPricesBody>,
  currency: string,
  figures: { buy: Locator; sell?: Locator },
) {
  await expect
    .poll(
      async () => {
        const shown = [await figures.buy.textContent(), await figures.sell?.textContent()].join(
          " / ",
        );
        const inCurrency = [...answers.values()].filter((answer) => answer.currency === currency);
        if (inCurrency.length === 0) return "no answer in this currency";
        for (const answer of inCurrency) {
          const expected = [
            await formatted(page, answer.metals.gold.ask, currency),
            figures.sell && (await formatted(page, answer.metals.gold.bid, currency)),
          ].join(" / ");
          if (shown === expected) return "equal";
        }
        return `shown ${shown}, answered ${inCurrency.length} other figure(s)`;
      },
      { timeout: 15_000 },
    )
    .toBe("equal");
}

/**
 * Counts the page's spot price requests in `currency`, however they are made (head script or
 * app). One currency: Chinese pages also keep our CNY price beside the Shanghai reference.
 */
async function countSpotRequests(page: Page, currency: string) {
  await page.addInitScript((asked) => {
    const counted = window as unknown as { spotRequests: number };
    counted.spotRequests = 0;
    const realFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes(asked))
        counted.spotRequests += 1;
      return realFetch(input, init);
    };
  }, `/v1/prices/spot?currency=${currency}`);
  return () => page.evaluate(() => (window as unknown as { spotRequests: number }).spotRequests);
}

/** Tells the page its tab is hidden or visible again, as the browser does. */
const setVisibility = (page: Page, state: "hidden" | "visible") =>
  page.evaluate((next) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => next });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, state);

/**
 * The host holds the API's answer before a test opens a page: its first ask may have met the API
 * still starting (the servers start side by side), and a failed ask is kept a few seconds, during
 * which pages come as built (which other tests cover).
 */
async function warmPriceService() {
  await fetch(`${apiUrl}/v1/prices/spot`);
  const page = `${test.info().project.use.baseURL}/live-pricing`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const html = await (await fetch(page)).text();
    const answer = embeddedSpotAnswer(html);
    if (answer?.currency === "AUD" && answer.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The host never wrote the API's prices into ${page}`);
}

/** The live pricing page's prices, chart of our own, table and CSV, in both languages. */
export function describeSpotPrices() {
  test.beforeAll(warmPriceService);
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
        // No request at all: the host wrote the prices in and gave the app its answer.
        const spotRequests: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/v1/prices/spot")) spotRequests.push(request.url());
        });
        const { release } = await holdAppScripts(page);
        await openPrerendered(page, path);
        const region = spotRegion(page);
        const gold = goldPerOunce(region, names);
        await expectApiPrices(page, answers, "AUD", gold);
        await expect(region.getByText(names.demonstration)).toBeVisible();
        await expect(page.locator(APP_LIVE_SELECTOR)).toHaveCount(0);
        // The app hydrates the very elements the host wrote: it finds nothing to put right.
        await page.evaluate(() => {
          (window as unknown as { hostIsland: Element | null }).hostIsland =
            document.querySelector("[data-island]");
        });
        release();
        await waitForApp(page);
        await expectApiPrices(page, answers, "AUD", gold);
        expect(
          await page.evaluate(
            () => (window as unknown as { hostIsland: Element | null }).hostIsland?.isConnected,
          ),
        ).toBe(true);
        expect(spotRequests).toEqual([]);
        // The converter prices a weight at the same buy price.
        const answer = (await answerInPage(page))!;
        const tenGrams = (answer.metals.gold.ask / 31.1034768) * 10;
        await expect(page.getByRole("status").filter({ hasText: /10 (g|克)/ })).toContainText(
          await formatted(page, tenGrams, "AUD"),
        );
        expect(pageErrors.filter((error) => hydrationProblem.test(error))).toEqual([]);
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
                ).json()) as SpotPricesBody;
                if ((await answerInPage(page))?.asOf !== answer.asOf) return "older";
                return `${await gold.buy.textContent()} / ${await gold.sell.textContent()}`;
              },
              { timeout: 15_000 },
            )
            .toMatch(/\d.* \/ .*\d/);
          const answer = (await answerInPage(page))!;
          expect(answer.asOf).toBe(
            (
              (await (
                await fetch(`${apiUrl}/v1/prices/spot?currency=AUD`)
              ).json()) as SpotPricesBody
            ).asOf,
          );
          await expect(gold.buy).toHaveText(await formatted(page, answer.metals.gold.ask, "AUD"));
          await expect(gold.buy).toBeVisible();
          await expect(region.getByText(names.demonstration)).toBeVisible();
          // The note for pages without prices is in the page, and not shown on one that has them.
          const needsScript = region.locator("noscript > p");
          await expect(needsScript).toHaveText(names.needsScript);
          await expect(needsScript).toBeHidden();
        });
      });

      test("a visitor who chose another currency gets it from the host, never the default one", async ({
        page,
        context,
        baseURL,
      }) => {
        await routeChartScript(page);
        await context.addCookies([{ name: CURRENCY_COOKIE, value: "USD", url: baseURL! }]);
        const answers = recordSpotAnswers(page);
        const spotRequests: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/v1/prices/spot")) spotRequests.push(request.url());
        });
        // As the host wrote it, before any script of the app.
        const { release } = await holdAppScripts(page);
        await openPrerendered(page, path);
        const region = spotRegion(page);
        const gold = goldPerOunce(region, names);
        await expectApiPrices(page, answers, "USD", gold);
        await expect(gold.buy).toBeVisible();
        await expect(region.getByRole("button", { name: "USD", exact: true })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        release();
        await waitForApp(page);
        await expectApiPrices(page, answers, "USD", gold);
        expect(spotRequests.filter((url) => url.endsWith("AUD"))).toEqual([]);
      });

      test("switches currency and remembers it, getting it from the host next time", async ({
        page,
        context,
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
        await expectApiPrices(page, answers, "USD", gold);
        expect(
          (await context.cookies()).find((cookie) => cookie.name === CURRENCY_COOKIE),
        ).toMatchObject({ value: "USD" });

        // Next time the host writes US dollars into the page: nothing asks for the default one.
        const spotRequests: string[] = [];
        page.on("request", (request) => {
          if (request.url().includes("/v1/prices/spot")) spotRequests.push(request.url());
        });
        await page.reload();
        await expect(usd).toHaveAttribute("aria-pressed", "true");
        expect((await answerInPage(page))?.currency).toBe("USD");
        await expectApiPrices(page, answers, "USD", gold);
        await waitForApp(page);
        await expect(usd).toHaveAttribute("aria-pressed", "true");
        expect(spotRequests.filter((url) => url.endsWith("AUD"))).toEqual([]);
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
        const spotRequests = await countSpotRequests(page, "AUD");
        const answers = recordSpotAnswers(page);
        await page.clock.install();
        await page.goto(path);
        await waitForApp(page);
        const region = spotRegion(page);
        await expectApiPrices(page, answers, "AUD", goldPerOunce(region, names));
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
  test.beforeAll(warmPriceService);
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
      // The gold buy price per ounce is the strip's first figure.
      const goldBuy = { buy: strip.locator("strong + span > span").first() };
      await expectApiPrices(page, answers, "AUD", goldBuy);
      await expect(strip).toContainText(names.demonstration);
      await waitForApp(page);
      await strip.click();
      await expect(page).toHaveURL(new RegExp(`${names.prefix}/live-pricing$`));
      // Back by the logo, within the app: the strip fetches its prices itself this time.
      await page.getByRole("banner").getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`${names.prefix}/$`));
      await expectApiPrices(page, answers, "AUD", goldBuy);
      expect(pageErrors.filter((error) => hydrationProblem.test(error))).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  }
}
