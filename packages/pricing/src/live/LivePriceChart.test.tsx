import { examplePriceHistory } from "@gw/api-client/testing/prices";
import {
  getConsentState,
  rejectAllConsent,
  resetConsentStore,
  resetScriptRequests,
} from "@gw/consent";
import { i18n } from "@gw/i18n";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TRADINGVIEW_SCRIPT_URL } from "../chart/tradingViewWidget";
import { forgetVisitorCurrency, visitorChose } from "../testing/visitorCurrency";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { LivePriceChart } from "./LivePriceChart";

let intersect: () => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    const previous = intersect;
    intersect = () => {
      previous();
      callback([{ isIntersecting: true }]);
    };
  }
  observe() {}
  disconnect() {}
}

const chartScripts = () =>
  document.head.querySelectorAll(`script[src="${TRADINGVIEW_SCRIPT_URL}"]`);

/** The history endpoint, answering whatever is asked with the example's closes. */
const historyService = vi.fn(async (url: RequestInfo | URL) => {
  const query = new URL(String(url), "http://site.test").searchParams;
  return new Response(
    JSON.stringify({
      ...examplePriceHistory,
      metal: query.get("metal"),
      range: query.get("range"),
      currency: query.get("currency"),
      interval: ["5Y", "ALL"].includes(query.get("range")!) ? "weekly" : "daily",
      // Asked for a year, the service says it holds only the example's week.
      since: examplePriceHistory.points[0]!.date,
      complete: query.get("range") !== "1Y",
    }),
  );
});

function renderChart() {
  return render(
    <PricingTestProviders>
      <LivePriceChart />
    </PricingTestProviders>,
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  document.documentElement.lang = "en-AU";
  forgetVisitorCurrency();
  resetConsentStore();
  intersect = () => {};
  historyService.mockClear();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("fetch", historyService);
});

afterEach(() => {
  resetScriptRequests();
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("LivePriceChart", { timeout: 30_000 }, () => {
  it("draws our own chart before any cookie choice, loading nothing from TradingView", async () => {
    renderChart();
    act(() => intersect());
    const chart = await screen.findByRole("slider", { name: "Gold price history, 1M, in AUD" });
    expect(chart).toHaveAttribute("aria-valuetext", "23 Nov 2026: $5,219.39");
    expect(chartScripts()).toHaveLength(0);
    expect(String(historyService.mock.calls[0]![0])).toMatch(
      /\/v1\/prices\/history\?metal=gold&range=1M&currency=AUD$/,
    );
    expect(screen.getByText(/Chart data from the .* price service/)).toBeInTheDocument();
    expect(screen.queryByText(/Chart data provided by TradingView/)).toBeNull();
    // The chart is history; the price traded at is the confirmation screen's.
    expect(
      screen.getByText(
        "The chart shows past closing prices. The price you see on the confirmation screen before you confirm is the price you pay or receive.",
      ),
    ).toBeInTheDocument();
  });

  it("moves through the points from the keyboard, one tab stop", async () => {
    const user = userEvent.setup();
    renderChart();
    act(() => intersect());
    const chart = await screen.findByRole("slider");
    expect(chart).toHaveAttribute("tabindex", "0");
    expect(chart.querySelectorAll("[tabindex], a, button, input")).toHaveLength(0);
    // The last range button, then the chart: one tab stop for all its points.
    await user.click(screen.getByRole("button", { name: "All" }));
    await screen.findByRole("slider", { name: "Gold price history, All, in AUD" });
    await user.tab();
    expect(screen.getByRole("slider")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    const focused = screen.getByRole("slider");
    expect(focused).toHaveAttribute("aria-valuetext", "20 Nov 2026: $5,175.90");
    await user.keyboard("{Home}");
    expect(focused).toHaveAttribute("aria-valuetext", "16 Nov 2026: $5,120.50");
    expect(focused).toHaveAccessibleDescription(
      "From $5,120.50 on 16 Nov 2026 to $5,219.39 on 23 Nov 2026 (+1.93%); lowest close $5,098.25, highest $5,219.39.",
    );
  });

  it("redraws for the metal, range and currency chosen, and the CSV follows them", async () => {
    visitorChose("USD");
    const user = userEvent.setup();
    renderChart();
    act(() => intersect());
    await screen.findByRole("slider", { name: "Gold price history, 1M, in USD" });
    await user.click(screen.getByRole("button", { name: "Silver" }));
    await user.click(screen.getByRole("button", { name: "5Y" }));
    await screen.findByRole("slider", { name: "Silver price history, 5Y, in USD" });
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/v1/prices/history?metal=silver&range=5Y&currency=USD&format=csv",
    );
  });

  it("says since when a range asks for more than is held: the chart, its name and the table", async () => {
    const user = userEvent.setup();
    renderChart();
    act(() => intersect());
    await user.click(screen.getByRole("button", { name: "1Y" }));
    await screen.findByRole("slider", { name: "Gold price history since 16 Nov 2026, in AUD" });
    expect(screen.getByText("Closes since 16 Nov 2026: none earlier are held.")).toBeVisible();
    await user.click(screen.getByText("Show data table"));
    await screen.findByRole("table", { name: "Gold: daily closes since 16 Nov 2026, in AUD" });
  });

  it("shows the figures as a table when asked, newest first", async () => {
    const user = userEvent.setup();
    renderChart();
    await user.click(screen.getByText("Show data table"));
    const table = await screen.findByRole("table", { name: "Gold: daily closes, 1M, in AUD" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(examplePriceHistory.points.length + 1);
    expect(rows[1]).toHaveTextContent("23 Nov 2026$5,219.39");
    expect(within(table).getByRole("columnheader", { name: "Close (AUD)" })).toBeInTheDocument();
  });

  it("offers the cookie choice, then shows TradingView's chart once it is made", async () => {
    const user = userEvent.setup();
    renderChart();
    act(() => intersect());
    await user.click(await screen.findByRole("button", { name: "Choose cookie settings" }));
    expect(getConsentState().view).toBe("preferences");
    expect(chartScripts()).toHaveLength(0);
    act(rejectAllConsent);
    act(() => intersect());
    expect(chartScripts()).toHaveLength(1);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(screen.getByText(/Chart data provided by TradingView/)).toBeInTheDocument();
  });

  it("says which currency TradingView's chart shows, and when the table's differs", async () => {
    visitorChose("CNY");
    act(rejectAllConsent);
    renderChart();
    act(() => intersect());
    expect(screen.getByText(/The chart shows OANDA's price in AUD\./)).toBeInTheDocument();
    expect(screen.getByTestId("chart-currency-note")).toHaveTextContent(
      "TradingView has no price in CNY, so the chart is in AUD; the data table and the CSV are in CNY.",
    );
  });

  it("shows TradingView's chart in the visitor's currency where it has one, with no note", () => {
    visitorChose("USD");
    act(rejectAllConsent);
    renderChart();
    act(() => intersect());
    expect(screen.getByText(/The chart shows OANDA's price in USD\./)).toBeInTheDocument();
    expect(screen.queryByTestId("chart-currency-note")).toBeNull();
  });

  it("falls back to our own chart when TradingView's script fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    act(rejectAllConsent);
    renderChart();
    act(() => intersect());
    await act(async () => chartScripts()[0]!.dispatchEvent(new Event("error")));
    act(() => intersect());
    expect(await screen.findByRole("slider")).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });
});
