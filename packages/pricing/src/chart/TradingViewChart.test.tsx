import type { PriceCurrency } from "@gw/api-client/prices";
import { resetScriptRequests } from "@gw/consent";
import { i18n } from "@gw/i18n";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultRange, priceRanges } from "../priceChoices";
import type { Metal, PriceRange } from "../priceChoices";
import { TradingViewChart } from "./TradingViewChart";
import { TRADINGVIEW_SCRIPT_URL } from "./tradingViewWidget";

let intersect: (isIntersecting: boolean) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {}
}

const chartScripts = () =>
  document.head.querySelectorAll(`script[src="${TRADINGVIEW_SCRIPT_URL}"]`);

const widget = vi.fn(function (this: unknown, options: Record<string, unknown>) {
  const chart = document.createElement("p");
  chart.textContent = `${String(options.symbol)} ${String(options.range)}`;
  document.getElementById(String(options.container_id))!.append(chart);
});

const onFailed = vi.fn();

function Chart({
  metal,
  range,
  allowed = true,
  currency = "AUD",
}: {
  metal: Metal;
  range: PriceRange;
  allowed?: boolean;
  currency?: PriceCurrency;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <TradingViewChart
          metal={metal}
          range={range}
          currency={currency}
          allowed={allowed}
          onFailed={onFailed}
        />
      </I18nProvider>
    </StrictMode>
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

beforeEach(() => {
  onFailed.mockClear();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  window.TradingView = { widget: widget as never };
  widget.mockClear();
});

afterEach(() => {
  resetScriptRequests();
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
  delete window.TradingView;
});

// A loaded machine can take seconds to render and settle; the behaviour is tested, not the speed.
describe("TradingViewChart", { timeout: 30_000 }, () => {
  it("waits with a placeholder until it nears the viewport, then requests the script once", async () => {
    const { rerender } = render(<Chart metal="gold" range={defaultRange} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading chart...");
    expect(screen.getByTestId("price-chart")).toHaveStyle({ height: "450px" });
    expect(chartScripts()).toHaveLength(0);

    act(() => intersect(true));
    expect(chartScripts()).toHaveLength(1);
    await act(async () => chartScripts()[0]!.dispatchEvent(new Event("load")));

    expect(screen.queryByRole("status")).toBeNull();
    expect(widget).toHaveBeenLastCalledWith(
      expect.objectContaining({
        symbol: "OANDA:XAUAUD",
        range: "1M",
        interval: "D",
        timezone: "Australia/Sydney",
        theme: "dark",
        height: 450,
      }),
    );
    const container = screen.getByTestId("price-chart").firstElementChild!;
    expect(container.children).toHaveLength(1);

    rerender(<Chart metal="silver" range={priceRanges[4]!} />);
    expect(widget).toHaveBeenLastCalledWith(
      expect.objectContaining({ symbol: "OANDA:XAGAUD", range: "60M", interval: "W" }),
    );
    expect(container.children).toHaveLength(1);
    expect(container).toHaveTextContent("OANDA:XAGAUD 60M");
    expect(chartScripts()).toHaveLength(1);
  });

  it("shows the visitor's currency where TradingView quotes it, and AUD where it does not", async () => {
    const { rerender } = render(<Chart metal="gold" range={defaultRange} currency="USD" />);
    act(() => intersect(true));
    await act(async () => chartScripts()[0]!.dispatchEvent(new Event("load")));
    expect(widget).toHaveBeenLastCalledWith(expect.objectContaining({ symbol: "OANDA:XAUUSD" }));
    rerender(<Chart metal="silver" range={defaultRange} currency="USD" />);
    expect(widget).toHaveBeenLastCalledWith(expect.objectContaining({ symbol: "OANDA:XAGUSD" }));
    rerender(<Chart metal="gold" range={defaultRange} currency="CNY" />);
    expect(widget).toHaveBeenLastCalledWith(expect.objectContaining({ symbol: "OANDA:XAUAUD" }));
  });

  it("reports a script that fails to load, and draws nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Chart metal="gold" range={defaultRange} />);
    act(() => intersect(true));
    await act(async () => chartScripts()[0]!.dispatchEvent(new Event("error")));
    expect(onFailed).toHaveBeenCalled();
    expect(widget).not.toHaveBeenCalled();
  });

  it("loads nothing while third-party content is not allowed or the choice is not known", () => {
    const { rerender } = render(<Chart metal="gold" range={defaultRange} allowed={false} />);
    act(() => intersect(true));
    expect(chartScripts()).toHaveLength(0);
    rerender(
      <I18nProvider i18n={i18n}>
        <TradingViewChart
          metal="gold"
          range={defaultRange}
          currency="AUD"
          allowed={undefined}
          onFailed={onFailed}
        />
      </I18nProvider>,
    );
    act(() => intersect(true));
    expect(chartScripts()).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("Loading chart...");
  });
});
