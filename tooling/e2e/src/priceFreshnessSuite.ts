import type { Locator, Page } from "@playwright/test";
import type { SiteAppName } from "@gw/workspace";
import { expect, test, waitForApp } from "./fixtures";
import { holdAppScripts, openPrerendered } from "./heldAppScripts";
import { hostWithApi, spotAnswer, type SpotAnswerKind } from "./hostWithApi";
import { hostWithLocalApi } from "./hostWithLocalApi";
import { spotAnswerInPage } from "./pageAnswers";

const names = {
  en: {
    prefix: "",
    spotPrices: "Spot prices",
    buyPrices: "Indicative buy prices",
    delayed: "Delayed",
    unavailable: /Prices are unavailable just now/,
  },
  zh: {
    prefix: "/zh",
    spotPrices: "现货价格",
    buyPrices: "参考买入价",
    delayed: "延迟",
    unavailable: /暂时无法提供价格/,
  },
} as const;

/** React's own words for a hydration that did not match (production builds give its code). */
const hydrationProblem = /Minified React error #(418|419|420|421|422|423|425)|hydrat/i;

/** The stand-in API's delayed quote, as every region shows it: its gold buy price and a time. */
const standInQuote = { goldAsk: "5,235.09", time: /\d{1,2}:\d{2}/ };

/**
 * What a region shows for the API's answer: a delayed quote shows its figures as delayed with
 * their time (the quote's own, in Sydney time); no prices says so and shows no figure.
 */
async function expectShown(
  region: Locator,
  kind: SpotAnswerKind,
  language: keyof typeof names,
  quote: { goldAsk: string; time: string | RegExp } = standInQuote,
) {
  if (kind === "delayed") {
    await expect(region.getByText(names[language].delayed, { exact: true })).toBeVisible();
    await expect(region).toContainText(quote.goldAsk);
    await expect(region).toContainText(quote.time);
  } else {
    await expect(region.getByText(names[language].unavailable)).toBeVisible();
    await expect(region).not.toContainText(/\d,\d{3}\.\d{2}/);
    await expect(region).not.toContainText("$");
  }
}

/** The page's own writing of an instant in Sydney time (as the spot view writes `As of`). */
const sydneyTime = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        timeZone: "Australia/Sydney",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }).format(new Date(at)),
    iso,
  );

/** The browser's own spot requests (the app's refreshes) get the same answer as the host. */
async function routeSpotRequests(page: Page, kind: SpotAnswerKind) {
  await page.route(/\/v1\/prices\/spot\?currency=/, (route) => {
    const currency = new URL(route.request().url()).searchParams.get("currency") ?? "AUD";
    const { status, body } = spotAnswer(kind, currency);
    return route.fulfill({
      status,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "max-age=60" },
      body: JSON.stringify(body),
    });
  });
}

/**
 * Prices the service calls delayed, or has none of: the live pricing panel and the home strip say
 * so in the HTML the host writes and after the app has hydrated it, in both languages.
 */
export function describePriceFreshness(app: SiteAppName) {
  test.describe("prices the service calls delayed, or has none of", () => {
    let host: Awaited<ReturnType<typeof hostWithApi>>;
    test.beforeAll(async () => {
      host = await hostWithApi(app);
    });
    test.afterAll(() => host.stop());

    for (const kind of ["delayed", "unavailable"] as const) {
      for (const language of ["en", "zh"] as const) {
        const { prefix, spotPrices, buyPrices } = names[language];
        test(`${kind}: the live pricing panel and the home strip say so (${language})`, async ({
          page,
          pageErrors,
        }) => {
          host.answers(kind);
          await routeSpotRequests(page, kind);
          for (const [path, region] of [
            [`${prefix}/live-pricing`, page.getByRole("region", { name: spotPrices })],
            [`${prefix}/`, page.getByRole("link", { name: new RegExp(`^${buyPrices}`) }).first()],
          ] as const) {
            // As the host wrote it, before the app runs.
            const { release } = await holdAppScripts(page);
            await openPrerendered(page, `${host.origin}${path}`);
            await expectShown(region, kind, language);
            release();
            await waitForApp(page);
            // And as the app hydrated it.
            await expectShown(region, kind, language);
            await page.unrouteAll({ behavior: "ignoreErrors" });
            await routeSpotRequests(page, kind);
          }
          expect(pageErrors.filter((error) => hydrationProblem.test(error))).toEqual([]);
        });
      }
    }
  });
}

/** A Wednesday mid-session (10:00 in New York): the market is open whenever the suite runs. */
const DURING_MARKET_HOURS = "2026-01-14T15:00:00Z";

/**
 * The same through the real local API: the development provider quoting 6 minutes behind the
 * market (a feed that has stopped moving for as long) is shown as delayed with its own time; 16
 * minutes behind, the spot call answers 503 and both pages say prices are unavailable. The API's
 * clock is set to market hours, so the market is open whenever this runs.
 */
export function describePriceFreshnessThroughApi(app: SiteAppName) {
  for (const [kind, lagMinutes] of [
    ["delayed", 6],
    ["unavailable", 16],
  ] as const) {
    test.describe(`the real API's quotes ${lagMinutes} minutes behind the market`, () => {
      // One API for the group, in one worker: each worker would start its own.
      test.describe.configure({ mode: "default" });
      let host: Awaited<ReturnType<typeof hostWithLocalApi>>;
      test.beforeAll(async () => {
        host = await hostWithLocalApi(app, {
          PRICE_DEVELOPMENT_CLOCK: DURING_MARKET_HOURS,
          PRICE_DEVELOPMENT_LAG_SECONDS: String(lagMinutes * 60),
          PRICE_BACKFILL_FROM: "2026-01-05",
        });
      });
      test.afterAll(() => host?.stop());

      test(`the spot call answers ${kind === "delayed" ? "a stale quote" : "503"}`, async () => {
        const response = await fetch(`${host.api}/v1/prices/spot?currency=AUD`);
        if (kind === "delayed") {
          expect(response.status).toBe(200);
          const answer = (await response.json()) as { stale: boolean; asOf: string };
          expect(answer.stale).toBe(true);
          // Its own time, six (to seven: quotes are by the minute) minutes before the API's clock.
          const behind = Date.parse(DURING_MARKET_HOURS) - Date.parse(answer.asOf);
          expect(behind).toBeGreaterThanOrEqual(6 * 60_000);
          expect(behind).toBeLessThan(8 * 60_000);
        } else {
          expect(response.status).toBe(503);
          expect(((await response.json()) as { message: string }).message).toMatch(
            /more than 900 s behind the market/,
          );
        }
      });

      for (const language of ["en", "zh"] as const) {
        const { prefix, spotPrices, buyPrices } = names[language];
        test(`${kind}: the live pricing panel and the home strip say so (${language})`, async ({
          page,
          pageErrors,
        }) => {
          for (const [path, region] of [
            [`${prefix}/live-pricing`, page.getByRole("region", { name: spotPrices })],
            [`${prefix}/`, page.getByRole("link", { name: new RegExp(`^${buyPrices}`) }).first()],
          ] as const) {
            // As the host wrote it, before the app runs: held against the answer it embedded.
            const { release } = await holdAppScripts(page);
            await openPrerendered(page, `${host.origin}${path}`);
            const answer = (await spotAnswerInPage<{
              asOf: string;
              stale: boolean;
              metals: { gold: { ask: number } };
            }>(page))!.body;
            let quote: Parameters<typeof expectShown>[3];
            if (kind === "delayed") {
              expect(answer?.stale).toBe(true);
              quote = {
                goldAsk: answer!.metals.gold.ask.toLocaleString("en-AU", {
                  minimumFractionDigits: 2,
                }),
                time: await sydneyTime(page, answer!.asOf),
              };
            } else expect(answer).toBeNull();
            await expectShown(region, kind, language, quote);
            release();
            await waitForApp(page);
            // And as the app hydrated it (asking the same API once its answer is due).
            await expectShown(region, kind, language, quote);
            await page.unrouteAll({ behavior: "ignoreErrors" });
          }
          expect(pageErrors.filter((error) => hydrationProblem.test(error))).toEqual([]);
        });
      }

      if (kind === "delayed")
        test("delayed: the home strip left open moves on to the next quote, still Delayed", async ({
          page,
        }) => {
          // The provider quotes by the minute: the next one is at most a minute away.
          test.setTimeout(150_000);
          await page.goto(`${host.origin}/`);
          await waitForApp(page);
          const written = (await spotAnswerInPage<{ asOf: string }>(page))!.body!.asOf;
          const firstTime = await sydneyTime(page, written);
          const strip = page.getByRole("link", { name: /^Indicative buy prices/ }).first();
          await expect(strip).toContainText(firstTime);
          await expect(strip.getByText(names.en.delayed, { exact: true })).toBeVisible();
          // The app asks the API itself once the quote it was written from is due.
          const refreshed = await page.waitForResponse(/\/v1\/prices\/spot\?currency=AUD/, {
            timeout: 120_000,
          });
          const next = (await refreshed.json()) as { asOf: string; stale: boolean };
          expect(next.stale).toBe(true);
          expect(Date.parse(next.asOf)).toBeGreaterThan(Date.parse(written));
          await expect(strip).toContainText(await sydneyTime(page, next.asOf));
          await expect(strip).not.toContainText(firstTime);
          await expect(strip.getByText(names.en.delayed, { exact: true })).toBeVisible();
        });
    });
  }
}
