import type { Page } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";

/** The month `back` months before this one, as a month field takes it (`2024-11`). */
function monthsBack(back: number): string {
  const today = new Date();
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
  return month.toISOString().slice(0, 7);
}

/** The figure shown beside a term in the Regular buying region. */
const regularFigure = (page: Page, term: string) =>
  page
    .getByRole("region", { name: "Regular buying" })
    .getByRole("definition")
    .filter({ has: page.locator(`xpath=preceding-sibling::dt[normalize-space()="${term}"]`) });

/**
 * Regular buying with Silver (and in US dollars) and a start month typed in, 24 months back: the
 * run that crashed the chart (`Cannot read properties of undefined (reading 'date')`) and with it
 * the page. Run at desktop and phone width (the suite's projects).
 */
export function describeRegularBuyingTypedMonth() {
  for (const currency of ["AUD", "USD"] as const) {
    test(`regular buying: Silver in ${currency}, a start month typed 24 months back, draws its results and chart`, async ({
      page,
      context,
      baseURL,
      pageErrors,
    }) => {
      await context.addCookies([{ name: "gw_currency", value: currency, url: baseURL! }]);
      const monthly = page.waitForResponse(
        (r) => r.url().includes("interval=monthly") && r.url().includes("metal=silver") && r.ok(),
      );
      await page.goto("/calculators");
      await waitForApp(page);
      const region = page.getByRole("region", { name: "Regular buying" });
      // The chart of the default (five years of gold) first, so the typed month shortens it.
      await expect(region.getByRole("slider")).toBeVisible();
      await region.getByRole("button", { name: "Silver" }).click();
      const history = (await (await monthly).json()) as { points: { date: string }[] };
      const start = monthsBack(24);
      const startField = region.getByLabel("Start");
      await startField.fill(start);
      await expect(startField).toHaveValue(start);
      const months = history.points.filter((point) => point.date.slice(0, 7) >= start).length;
      const invested = await page.evaluate(
        ([amount, code]) =>
          new Intl.NumberFormat(document.documentElement.lang, {
            style: "currency",
            currency: code,
          }).format(amount),
        [500 * months, currency] as const,
      );
      await expect(regularFigure(page, "Invested")).toHaveText(invested);
      await expect(region.getByRole("slider", { name: /Silver held each month/ })).toHaveAttribute(
        "aria-valuemax",
        String(months - 1),
      );
      await expect(page.getByText("This part of the page could not be shown.")).toHaveCount(0);
      await expect(page.getByRole("banner")).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }
}
