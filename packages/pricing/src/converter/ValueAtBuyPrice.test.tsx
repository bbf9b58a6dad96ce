import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { i18n } from "@gw/i18n";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetVisitorCurrency, visitorChose } from "../testing/visitorCurrency";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { ValueAtBuyPrice } from "./ValueAtBuyPrice";

function answering(currency = "AUD", status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify(
            status === 200
              ? { ...exampleSpotPrices, currency }
              : { status: "error", message: "Provider down" },
          ),
          { status },
        ),
    ),
  );
}

const renderValue = () =>
  render(
    <PricingTestProviders>
      <ValueAtBuyPrice />
    </PricingTestProviders>,
  );

beforeEach(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  forgetVisitorCurrency();
});

afterEach(() => vi.unstubAllGlobals());

describe("ValueAtBuyPrice", () => {
  it("gives what a weight costs and what an amount buys at today's buy price", async () => {
    answering();
    const user = userEvent.setup();
    renderValue();
    const [weight, amount] = screen.getAllByRole("status");
    // 10 g at 5235.09 and 60.91 per troy ounce.
    await vi.waitFor(() =>
      expect(weight).toHaveTextContent(
        "At today's buy price, 10 g of gold costs $1,683.12 and 10 g of silver $19.58.",
      ),
    );
    expect(amount).toHaveTextContent(
      "At today's buy price, $500.00 buys 2.971 g of gold (0.0955 oz) or 255.32 g of silver (8.209 oz).",
    );
    await user.clear(screen.getByRole("textbox", { name: "Weight in grams" }));
    await user.type(screen.getByRole("textbox", { name: "Weight in grams" }), "31.1034768");
    expect(weight).toHaveTextContent("31.1035 g of gold costs $5,235.09");
    await user.clear(screen.getByRole("textbox", { name: "Amount in AUD" }));
    await user.type(screen.getByRole("textbox", { name: "Amount in AUD" }), "lots");
    expect(amount).toHaveTextContent("Enter an amount as a number, for example 500.");
  });

  it("works in the chosen currency", async () => {
    visitorChose("USD");
    answering("USD");
    renderValue();
    expect(screen.getByRole("textbox", { name: "Amount in USD" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getAllByRole("status")[0]).toHaveTextContent("costs USD 1,683.12"),
    );
  });

  it("says so when there is no buy price to work with", async () => {
    answering("AUD", 503);
    renderValue();
    await vi.waitFor(() =>
      expect(screen.getAllByRole("status")[0]).toHaveTextContent(
        "Today's buy price could not be loaded just now.",
      ),
    );
  });
});
