import type { Locator, Page } from "@playwright/test";
import { routeChartScript } from "./chartScript";
import { expect, test, waitForApp } from "./fixtures";
import { apiUrl } from "./playwrightConfig";

const gramsPerTroyOunce = 31.1034768;
const heading = { en: "Shanghai Gold Exchange reference", zh: "上海黄金交易所参考价" };

interface Reference {
  price: number;
  date: string;
  source: string;
}

const apiJson = async <T>(path: string) => (await (await fetch(`${apiUrl}${path}`)).json()) as T;
/** Our CNY buy price per gram, as the API quotes it now. */
const oursPerGram = async () =>
  (await apiJson<{ metals: { gold: { ask: number } } }>("/v1/prices/spot?currency=CNY")).metals.gold
    .ask / gramsPerTroyOunce;

/** A figure as the page writes it (`CNY 1,234.56`, `¥1,234.56`, `-0.55%`), as a number. */
const figure = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d.-]/g, ""));

/** The region's three figures: the SGE's price, ours and the difference in %. */
async function shown(region: Locator) {
  const cells = region.getByRole("table").getByRole("cell");
  await expect(cells.nth(1)).not.toBeEmpty();
  return {
    sge: await figure(cells.nth(0)),
    ours: await figure(cells.nth(1)),
    difference: await figure(cells.nth(2)),
  };
}

/** Checks the region's figures against the API's answers, within rounding. */
async function agreesWithApi(region: Locator, before: number) {
  const reference = await apiJson<Reference>("/v1/prices/reference/sge");
  const after = await oursPerGram();
  const { sge, ours, difference } = await shown(region);
  expect(sge).toBeCloseTo(reference.price, 2);
  // Development prices move each minute: the page's figure is the one before or after.
  expect(
    [before, after].some((perGram) => Math.abs(perGram - ours) <= 0.006),
    `ours ${ours} is not ${before} or ${after} per gram`,
  ).toBe(true);
  expect(Math.abs((ours / sge - 1) * 100 - difference)).toBeLessThanOrEqual(0.011);
  await expect(region).toContainText(reference.source);
  return reference;
}

/**
 * The Shanghai reference region (issue 39) at `path`, in `lang`, optionally with CNY chosen: in
 * the first HTML (the host's island) and after the app has taken over, its figures agreeing with
 * the local API's reference and spot answers.
 */
export function describeShanghaiReference(
  path: string,
  lang: "en" | "zh",
  { chooseCny = false } = {},
) {
  test(`${path}${chooseCny ? " with CNY chosen" : ""} shows the Shanghai reference beside our price`, async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    if (chooseCny) await context.addCookies([{ name: "gw_currency", value: "CNY", url: baseURL! }]);
    const before = await oursPerGram();
    const reference = await apiJson<Reference>("/v1/prices/reference/sge");
    const firstHtml = await (
      await page.request.get(path, { headers: chooseCny ? { Cookie: "gw_currency=CNY" } : {} })
    ).text();
    expect(firstHtml).toContain(heading[lang]);
    expect(firstHtml.replaceAll(",", "")).toContain(reference.price.toFixed(2));
    await page.goto(path);
    await waitForApp(page);
    const region = page.getByRole("region", { name: heading[lang] });
    await expect(region).toBeVisible();
    await agreesWithApi(region, before);
    await expect(region).toContainText(lang === "zh" ? "它不是我们的价格" : "It is not our price");
    expect(pageErrors).toEqual([]);
  });
}

/** On English live pricing the region comes with CNY: absent in AUD, there once CNY is chosen. */
export function describeShanghaiReferenceByCurrency(path: string) {
  test(`${path} shows the Shanghai reference only while CNY is chosen`, async ({
    page,
    pageErrors,
  }) => {
    await routeChartScript(page);
    await page.goto(path);
    await waitForApp(page);
    const region = (p: Page) => p.getByRole("region", { name: heading.en });
    await expect(page.getByRole("region", { name: "Spot prices" })).toBeVisible();
    await expect(region(page)).toHaveCount(0);
    const before = await oursPerGram();
    await page
      .getByRole("region", { name: "Spot prices" })
      .getByRole("button", { name: "CNY" })
      .click();
    await expect(region(page)).toBeVisible();
    await agreesWithApi(region(page), before);
    expect(pageErrors).toEqual([]);
  });
}
