import type { Page } from "@playwright/test";
import { CHART_SCRIPT_URL, routeChartScript } from "@gw/e2e/chartScript";
import { expect, test, waitForApp } from "@gw/e2e/fixtures";

const nextFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

test.describe("live pricing page", () => {
  test("shows the title, fee link, choices, notes, cards and the registration call", async ({
    page,
    pageErrors,
  }) => {
    await routeChartScript(page);
    await page.goto("/live-pricing");
    await waitForApp(page);
    await expect(page).toHaveTitle("Live Precious Metal Prices | Goldwattle");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /troy ounce/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live Precious Metal Prices");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "fee schedule" })).toHaveAttribute(
      "href",
      "/docs/fees",
    );
    await expect(main.getByText("Price per troy oz")).toBeVisible();
    await expect(
      main.getByText(
        "Chart data provided by TradingView. Prices update in real-time during market hours.",
      ),
    ).toBeVisible();
    await expect(main.getByText("1 troy ounce = 31.1035 grams")).toBeVisible();
    await expect(
      main.getByText(
        "The chart shows past closing prices. The price you see on the confirmation screen before you confirm is the price you pay or receive.",
      ),
    ).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Spot prices",
      "Weight converter",
      "What it costs at today's buy price",
      "Price alert",
      "Real-time prices",
      "Transparent fees",
      "Global access",
      "Ready to Start?",
    ]);
    await expect(main.getByRole("link", { name: "See all fees" })).toHaveAttribute(
      "href",
      "/docs/fees",
    );
    await expect(main.getByRole("link", { name: "Register Now" })).toHaveAttribute(
      "href",
      "https://app.goldwattle.com/register?signup=true",
    );
    expect(pageErrors).toEqual([]);
  });

  test("toggles metal and range with aria-pressed and redraws the chart", async ({ page }) => {
    const requests = await routeChartScript(page);
    await page.goto("/live-pricing");
    await waitForApp(page);
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    await expect(button("Gold")).toHaveAttribute("aria-pressed", "true");
    await expect(button("Silver")).toHaveAttribute("aria-pressed", "false");
    for (const range of ["1M", "3M", "6M", "1Y", "5Y", "All"]) {
      await expect(button(range)).toHaveAttribute("aria-pressed", String(range === "1M"));
    }
    const chart = page.getByTestId("fake-chart");
    await expect(chart).toHaveText("OANDA:XAUAUD 1M D Australia/Sydney dark 450");

    await button("Silver").click();
    await expect(button("Silver")).toHaveAttribute("aria-pressed", "true");
    await expect(button("Gold")).toHaveAttribute("aria-pressed", "false");
    await expect(chart).toHaveText(/^OANDA:XAGAUD 1M D/);

    await button("5Y").click();
    await expect(button("5Y")).toHaveAttribute("aria-pressed", "true");
    await expect(button("1M")).toHaveAttribute("aria-pressed", "false");
    await expect(chart).toHaveText(/^OANDA:XAGAUD 60M W/);
    await button("1Y").click();
    await expect(chart).toHaveText(/^OANDA:XAGAUD 12M D/);
    await expect(chart).toHaveCount(1);
    expect(requests()).toBe(1);
  });

  test("reserves 450 px and shows the placeholder until the script arrives", async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHART_SCRIPT_URL, async (route) => {
      await released;
      await route.fulfill({
        contentType: "text/javascript",
        body: "window.TradingView={widget:function(){}}",
      });
    });
    await page.goto("/live-pricing");
    await waitForApp(page);
    const placeholder = page.getByRole("status").filter({ hasText: "Loading chart..." });
    await expect(placeholder).toBeVisible();
    const frame = page.getByTestId("price-chart");
    expect((await frame.boundingBox())?.height).toBe(450);
    release();
    await expect(placeholder).toHaveCount(0);
    expect((await frame.boundingBox())?.height).toBe(450);
  });

  test("prerenders the chart area as its placeholder", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/live-pricing");
    await expect(page.getByText("Loading chart...")).toBeVisible();
    await expect(page.getByRole("button", { name: "Gold" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await context.close();
  });

  test("requests the chart script only when the chart comes near the viewport", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 120 });
    const requests = await routeChartScript(page);
    await page.goto("/live-pricing");
    await waitForApp(page);
    const placeholder = page.getByText("Loading chart...");
    const top = (await page.getByTestId("price-chart").boundingBox())!.y;
    expect(top).toBeGreaterThan(120 + 200);
    await nextFrame(page);
    expect(requests()).toBe(0);
    await placeholder.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("fake-chart")).toBeVisible();
    expect(requests()).toBe(1);
  });

  test("draws our own chart, and says why, when the chart script cannot load", async ({ page }) => {
    await routeChartScript(page, "fail");
    await page.goto("/live-pricing");
    await expect(
      page.getByText("the live chart from TradingView could not be loaded", { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByRole("slider", { name: "Gold price history, 1M, in AUD" }),
    ).toBeVisible();
    await expect(page.getByText("Loading chart...")).toHaveCount(0);
  });

  test("the header's Live Pricing link leads here", async ({ page }) => {
    await routeChartScript(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await waitForApp(page);
    await page.getByRole("banner").getByRole("link", { name: "Live Pricing" }).click();
    await expect(page).toHaveURL(/\/live-pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live Precious Metal Prices");
  });
});

/** The termbase's wording of what the prices are (`indicative-price`), and what contradicts it. */
const priceWording = {
  en: {
    prefix: "",
    indicative: "Our buy and sell prices are indicative and follow the international spot market.",
    confirmed:
      "The price you see on the confirmation screen before you confirm is the price you pay or receive.",
    chart: "The chart shows past closing prices.",
    card: "Real-time prices",
    spotPrices: "Spot prices",
    contradicting: [
      /not the price you buy or sell at/i,
      /what you pay for metal/i,
      /what you get for it/i,
      /live market prices/i,
      /indicative prices only/i,
    ],
    separator: " ",
  },
  zh: {
    prefix: "/zh",
    indicative: "我们的买入价和卖出价均为参考价格，跟随国际现货市场。",
    confirmed: "您确认前在确认页面上看到的价格，就是您支付或收到的价格。",
    chart: "图表显示的是过去的收盘价。",
    card: "实时价格",
    spotPrices: "现货价格",
    contradicting: [/并非您买入或卖出/, /是您购买金属时支付的价格/, /实时市场价格/, /仅供参考/],
    separator: "",
  },
} as const;

for (const language of ["en", "zh"] as const) {
  test(`says what the prices are one way on the page, the home strip and the FAQ (${language})`, async ({
    page,
  }) => {
    const words = priceWording[language];
    const stated = `${words.indicative}${words.separator}${words.confirmed}`;
    await routeChartScript(page);
    await page.goto(`${words.prefix}/live-pricing`);
    await waitForApp(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("region", { name: words.spotPrices })).toContainText(stated);
    await expect(
      main.getByText(`${words.chart}${words.separator}${words.confirmed}`, { exact: true }),
    ).toBeVisible();
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: words.card }) });
    await expect(card).toContainText(words.indicative);
    await expect(card).toContainText(words.confirmed);
    for (const path of ["/live-pricing", "/", "/docs/most-common"]) {
      await page.goto(`${words.prefix}${path}`);
      await waitForApp(page);
      const text = await page.locator("body").innerText();
      for (const contradiction of words.contradicting) expect(text).not.toMatch(contradiction);
      if (path === "/docs/most-common") {
        await expect(page.getByRole("main")).toContainText(words.indicative);
        await expect(page.getByRole("main")).toContainText(words.confirmed);
      }
    }
  });
}

test("the weight converter turns taels into the other units as you type", async ({ page }) => {
  await page.goto("/live-pricing");
  await waitForApp(page);
  const converter = page.getByRole("region", { name: "Weight converter" });
  const taels = converter.getByRole("textbox", { name: /Hong Kong gold tael, 37\.429 g/ });
  await taels.fill("10");
  await expect(converter.getByRole("textbox", { name: /^Grams/ })).toHaveValue("374.29");
  await expect(converter.getByRole("status")).toContainText("374.29 Grams (g)");
});
