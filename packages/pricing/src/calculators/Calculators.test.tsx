import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { hostRenderedPage, hydrateHostPage, removePageAnswer } from "../testing/hostRenderedPage";
import { forgetVisitorCurrency, visitorChose } from "../testing/visitorCurrency";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { Calculators } from "./Calculators";

const monthly = [
  { date: "2026-09-01", close: 5000 },
  { date: "2026-10-01", close: 4000 },
  { date: "2026-11-02", close: 5203.77 },
];
const daily = (close: number) => [
  { date: "2026-11-20", close },
  { date: "2026-11-23", close: close * 1.01 },
];

/** The API: today's example quote, the monthly closes above, two days of daily closes. */
function answering() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(input, "http://site.test");
      calls.push(url.pathname + url.search);
      const currency = url.searchParams.get("currency") ?? "AUD";
      if (url.pathname.endsWith("/spot")) {
        return Response.json({ ...exampleSpotPrices, currency });
      }
      const metal = url.searchParams.get("metal")!;
      const monthlyAsked = url.searchParams.get("interval") === "monthly";
      return Response.json({
        metal,
        currency,
        range: url.searchParams.get("range"),
        interval: monthlyAsked ? "monthly" : "daily",
        points: monthlyAsked ? monthly : daily(metal === "gold" ? 5200 : 60),
        since: monthlyAsked ? "2026-09-01" : "2020-01-02",
        complete: !monthlyAsked,
      });
    }),
  );
  return calls;
}

/** The machine may be busy: the API answers and renders take their time. */
const patiently = { timeout: 5000 };

const renderCalculators = () =>
  render(
    <PricingTestProviders>
      <Calculators />
    </PricingTestProviders>,
  );

/** The figure beside a term in a region. */
const figure = (region: string, term: string) =>
  within(screen.getByRole("region", { name: region }))
    .getByText(term, { selector: "dt" })
    .parentElement!.querySelector("dd")!;

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  forgetVisitorCurrency();
});

afterEach(() => {
  vi.unstubAllGlobals();
  removePageAnswer();
});

describe("Calculators", () => {
  it("buys every month at its first close and values the metal at today's sell price", async () => {
    const calls = answering();
    renderCalculators();
    await vi.waitFor(
      () => expect(figure("Regular buying", "Invested")).toHaveTextContent("$1,500.00"),
      patiently,
    );
    // 500/5000 + 500/4000 + 500/5203.77 oz = 0.3211 oz (9.987 g: three decimals under 10 g).
    const ounces = 0.1 + 0.125 + 500 / 5203.77;
    expect(figure("Regular buying", "Metal bought")).toHaveTextContent(
      `${(ounces * 31.1034768).toFixed(3)} g (${ounces.toFixed(4)} oz)`,
    );
    const value = ounces * 5203.77;
    expect(figure("Regular buying", "Value today")).toHaveTextContent(
      `$${value.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(figure("Regular buying", "Gain")).toHaveTextContent(
      `+$${(value - 1500).toFixed(2)} (+${(((value - 1500) / 1500) * 100).toFixed(2)}%)`,
    );
    // A start before the history begins: the results say since when they count.
    const start = within(screen.getByRole("region", { name: "Regular buying" })).getByLabelText(
      "Start",
    );
    fireEvent.change(start, { target: { value: "2021-11" } });
    await vi.waitFor(
      () => expect(screen.getByText(/Our price history begins in September 2026/)).toBeVisible(),
      patiently,
    );
    expect(figure("Regular buying", "Invested")).toHaveTextContent("$1,500.00");
    expect(calls).toContain(
      "/api/v1/prices/history?metal=gold&range=ALL&currency=AUD&interval=monthly",
    );
    expect(calls.filter((call) => call.includes("/spot"))).toHaveLength(1);
  });

  it("values holdings at the sell price and follows the currency toggles", async () => {
    answering();
    const user = userEvent.setup();
    renderCalculators();
    const holdings = "Value of your holdings";
    // 10 oz of silver at 59.11.
    await vi.waitFor(
      () => expect(figure(holdings, "Value at today's sell price")).toHaveTextContent("$591.10"),
      patiently,
    );
    const region = within(screen.getByRole("region", { name: holdings }));
    await user.selectOptions(region.getByRole("combobox", { name: "Unit" }), "kg");
    await user.click(region.getByRole("button", { name: "Gold" }));
    expect(figure(holdings, "Value at today's sell price")).toHaveTextContent(
      `$${((1000 * 10 * 5203.77) / 31.1034768).toLocaleString("en-AU", { maximumFractionDigits: 2, minimumFractionDigits: 2 })}`,
    );
    expect(region.queryByRole("option", { name: /两/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "USD" }));
    expect(document.cookie).toContain("gw_currency=USD");
    // The stub answers the same figures in any currency: the new currency is in how they read.
    await vi.waitFor(
      () => expect(figure(holdings, "Value at today's sell price")).toHaveTextContent(/^USD/),
      patiently,
    );
    await user.clear(region.getByRole("textbox", { name: "Weight" }));
    await user.type(region.getByRole("textbox", { name: "Weight" }), "lots");
    expect(region.getByText("Enter a weight as a number, for example 2.5.")).toBeVisible();
  });

  it("gives today's gold/silver ratio from the quote's mid prices, to one decimal", async () => {
    answering();
    renderCalculators();
    // (5203.77 + 5235.09) / 2 over (59.11 + 60.91) / 2 = 86.98...
    await vi.waitFor(
      () => expect(figure("Gold/silver ratio", "Today's ratio")).toHaveTextContent("87.0"),
      patiently,
    );
    expect(
      await screen.findByRole("slider", { name: "Gold/silver ratio, 1Y" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("is built without a figure, and says to a browser without scripts that it needs them", () => {
    const built = renderToString(
      <PricingTestProviders>
        <Calculators />
      </PricingTestProviders>,
    );
    expect(built).not.toMatch(/on its way|Loading/);
    expect(built).toMatch(
      /<noscript><p [^>]*>This calculator needs JavaScript, which is turned off in this browser\.<\/p><\/noscript>/,
    );
  });

  it("hydrates the value of the holding the host wrote, in the visitor's currency", () => {
    const fetch = vi.fn(async () => new Response(null, { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    visitorChose("USD");
    const usd = { ...exampleSpotPrices, currency: "USD" as const };
    const page = (
      <PricingTestProviders>
        <Calculators />
      </PricingTestProviders>
    );
    const written = hostRenderedPage(page, "holdingsValue", { currency: "USD", prices: usd });
    // The host wrote 10 oz of silver at today's sell price into the first HTML.
    const value = new RegExp(`USD\\s${10 * usd.metals.silver.bid}`);
    expect(written.textContent).toMatch(value);
    const { mismatches, island } = hydrateHostPage(page, written);
    expect(figure("Value of your holdings", "Value at today's sell price")).toHaveTextContent(
      value,
    );
    expect(mismatches).not.toHaveBeenCalled();
    expect(island!.isConnected).toBe(true);
  });
});
