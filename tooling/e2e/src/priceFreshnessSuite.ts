import type { Locator, Page } from "@playwright/test";
import type { SiteAppName } from "@gw/workspace";
import { expect, test, waitForApp } from "./fixtures";
import { holdAppScripts, openPrerendered } from "./heldAppScripts";
import { hostWithApi, spotAnswer, type SpotAnswerKind } from "./hostWithApi";

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

/**
 * What a region shows for the API's answer: a delayed quote shows its figures as delayed with
 * their time; no prices says so and shows no figure.
 */
async function expectShown(region: Locator, kind: SpotAnswerKind, language: keyof typeof names) {
  if (kind === "delayed") {
    await expect(region.getByText(names[language].delayed, { exact: true })).toBeVisible();
    await expect(region).toContainText("5,235.09");
    // The quote's own time (an hour ago), in Sydney time with its zone.
    await expect(region).toContainText(/\d{1,2}:\d{2}/);
  } else {
    await expect(region.getByText(names[language].unavailable)).toBeVisible();
    await expect(region).not.toContainText("5,235");
    await expect(region).not.toContainText("$");
  }
}

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
