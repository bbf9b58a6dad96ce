import type { PriceHistory } from "@gw/api-client/schemas";
import { i18n } from "@gw/i18n";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { HistoryChart } from "./HistoryChart";

/** `count` monthly closes from January 2022, as regular buying hands the chart its values. */
const monthly = (count: number, close = (index: number) => 1000 + index * 10): PriceHistory => ({
  metal: "silver",
  currency: "AUD",
  range: "ALL",
  interval: "monthly",
  points: Array.from({ length: count }, (_, index) => ({
    date: `${2022 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-03`,
    close: close(index),
  })),
});

const chart = (history: PriceHistory) => (
  <PricingTestProviders>
    <HistoryChart history={history} label="Value held" />
  </PricingTestProviders>
);

beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("HistoryChart", () => {
  it("takes a shorter series after a longer one (a start month typed later)", () => {
    const view = render(chart(monthly(60)));
    expect(screen.getByRole("slider", { name: "Value held" })).toHaveAttribute(
      "aria-valuenow",
      "59",
    );
    view.rerender(chart(monthly(24)));
    const slider = screen.getByRole("slider", { name: "Value held" });
    expect(slider).toHaveAttribute("aria-valuenow", "23");
    expect(slider).toHaveAttribute("aria-valuetext", "3 Dec 2023: $1,230.00");
  });

  it("starts a new series at its end after the visitor moved in the old one", () => {
    const view = render(chart(monthly(60)));
    const slider = screen.getByRole("slider", { name: "Value held" });
    slider.focus();
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(slider).toHaveAttribute("aria-valuenow", "58");
    view.rerender(chart(monthly(5)));
    expect(screen.getByRole("slider", { name: "Value held" })).toHaveAttribute(
      "aria-valuenow",
      "4",
    );
  });

  it("draws one point", () => {
    render(chart(monthly(1)));
    expect(screen.getByRole("slider", { name: "Value held" })).toHaveAttribute(
      "aria-valuetext",
      "3 Jan 2022: $1,000.00",
    );
  });

  it("says there is nothing to draw for an empty series, and draws one that arrives later", () => {
    const view = render(chart(monthly(0)));
    expect(screen.getByText("There are no prices to draw for this choice.")).toBeVisible();
    expect(screen.queryByRole("slider")).toBeNull();
    view.rerender(chart(monthly(3)));
    expect(screen.getByRole("slider", { name: "Value held" })).toHaveAttribute(
      "aria-valuenow",
      "2",
    );
  });

  it("leaves out figures that are no number (an input mid-edit) and a change from nothing", () => {
    render(chart(monthly(4, (index) => [0, Number.NaN, 0, Infinity][index]!)));
    const slider = screen.getByRole("slider", { name: "Value held" });
    expect(slider).toHaveAttribute("aria-valuemax", "1");
    expect(slider).toHaveAttribute("aria-valuetext", "3 Mar 2022: $0.00");
    expect(
      screen.getByText(/^From \$0\.00 on 3 Jan 2022 to \$0\.00 on 3 Mar 2022 \(–\)/),
    ).toBeDefined();
  });
});
