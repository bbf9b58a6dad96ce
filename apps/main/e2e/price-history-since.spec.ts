import type { Page } from "@playwright/test";
import { routeChartScript } from "@gw/e2e/chartScript";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";
import { hostWithLocalApi } from "@gw/e2e/hostWithLocalApi";

/**
 * A range that asks for more than the API holds: the chart, its name, the table and the CSV say
 * since when instead of implying the range. The real local API on a fresh database whose backfill
 * starts on Monday 5 January 2026, on a clock set to the Wednesday after (so 1M reaches back to
 * December, before anything it holds).
 */
const FIRST_DAY = "2026-01-05";

const names = {
  en: {
    prefix: "",
    showTable: "Show data table",
    downloadCsv: "Download CSV",
    caption: (since: string) => `Gold: daily closes since ${since}, in AUD`,
    chart: (since: string) => `Gold price history since ${since}, in AUD`,
    note: (since: string) => `Closes since ${since}: none earlier are held.`,
  },
  zh: {
    prefix: "/zh",
    showTable: "显示数据表",
    downloadCsv: "下载 CSV",
    caption: (since: string) => `黄金：每日收盘价，自${since}起，AUD计价`,
    chart: (since: string) => `黄金价格走势，自${since}起，AUD计价`,
    note: (since: string) => `收盘价自${since}起：此前没有数据。`,
  },
} as const;

/** The page's own writing of a day (as the chart and table write it). */
const dayAsWritten = (page: Page, iso: string) =>
  page.evaluate(
    (day) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${day}T00:00:00Z`)),
    iso,
  );

interface History {
  since: string | null;
  complete: boolean;
  points: { date: string; close: number }[];
}

test.describe("a range longer than the history held says since when", () => {
  test.describe.configure({ mode: "default" });
  let host: Awaited<ReturnType<typeof hostWithLocalApi>>;
  let history: History;
  test.beforeAll(async () => {
    host = await hostWithLocalApi("main", {
      PRICE_DEVELOPMENT_CLOCK: "2026-01-14T15:00:00Z",
      PRICE_BACKFILL_FROM: FIRST_DAY,
    });
    // The backfill runs once the API is up: wait for its first day.
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${host.api}/v1/prices/history?metal=gold&range=1M&currency=AUD`,
          );
          history = (await response.json()) as History;
          return history.since;
        },
        { timeout: 30_000 },
      )
      .toBe(FIRST_DAY);
  });
  test.afterAll(() => host?.stop());

  test("the API's answer and its CSV say since the first day held", async () => {
    expect(history.complete).toBe(false);
    expect(history.points[0]!.date).toBe(FIRST_DAY);
    const csv = await fetch(
      `${host.api}/v1/prices/history?metal=gold&range=1M&currency=AUD&format=csv`,
    );
    expect(csv.headers.get("Content-Disposition")).toBe(
      `attachment; filename="gold-AUD-1M-since-${FIRST_DAY}.csv"`,
    );
    expect(csv.headers.get("Price-History-Since")).toBe(FIRST_DAY);
  });

  for (const language of ["en", "zh"] as const) {
    const words = names[language];

    test(`the table and the CSV download say since when (${language})`, async ({ page }) => {
      await routeChartScript(page);
      await page.goto(`${host.origin}${words.prefix}/live-pricing`);
      await waitForApp(page);
      const since = await dayAsWritten(page, FIRST_DAY);
      await page.getByText(words.showTable, { exact: true }).click();
      const table = page.getByRole("table", { name: words.caption(since) });
      await expect(table.getByRole("row")).toHaveCount(history.points.length + 1);
      await expect(page.getByText(words.note(since), { exact: true })).toBeVisible();

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: words.downloadCsv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`gold-AUD-1M-since-${FIRST_DAY}.csv`);
      const lines = (await (await file.createReadStream()).toArray()).join("").trim().split("\n");
      expect(lines[0]).toBe("date,close");
      expect(lines[1]).toBe(`${FIRST_DAY},${history.points[0]!.close}`);
      expect(lines).toHaveLength(history.points.length + 1);
    });

    test.describe("without a cookie choice", () => {
      test.use({ storedConsent: null });

      test(`our own chart and its name say since when (${language})`, async ({ page }) => {
        await page.goto(`${host.origin}${words.prefix}/live-pricing`);
        await waitForApp(page);
        const since = await dayAsWritten(page, FIRST_DAY);
        const chart = page.getByTestId("own-price-chart");
        await chart.scrollIntoViewIfNeeded();
        await expect(chart.getByRole("slider", { name: words.chart(since) })).toBeVisible();
        await expect(chart.getByText(words.note(since), { exact: true })).toBeVisible();
      });
    });
  }
});
