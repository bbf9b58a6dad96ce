import { activateLocale, i18n } from "@gw/i18n";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { loadPricingCatalog } from "../loadPricingCatalog";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { HoldingsValue } from "./HoldingsValue";

afterEach(() => i18n.activate("en"));

const showIn = async (locale: "en" | "zh") => {
  await activateLocale(locale, [loadPricingCatalog]);
  render(
    <PricingTestProviders>
      <HoldingsValue currency="AUD" quote={{ prices: exampleSpotPrices }} />
    </PricingTestProviders>,
  );
};

describe("HoldingsValue", () => {
  it("offers the 两 on a Chinese page as the Hong Kong gold tael, its grams in the label", async () => {
    await showIn("zh");
    const unit = screen.getByRole("combobox", { name: "单位" });
    expect(screen.getByRole("option", { name: "两（香港司马两，37.429 克）" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "重量" }), "{Control>}a{/Control}1");
    await userEvent.selectOptions(unit, "liang");
    await userEvent.click(screen.getByRole("button", { name: "黄金" }));
    const perOunce = exampleSpotPrices.metals.gold.bid;
    const value = (37.429 / 31.1034768) * perOunce;
    expect(
      screen.getByText(
        new Intl.NumberFormat("zh-CN", { style: "currency", currency: "AUD" }).format(value),
      ),
    ).toBeInTheDocument();
  });
});
