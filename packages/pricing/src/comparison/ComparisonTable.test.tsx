import { I18nProvider, i18n } from "@gw/i18n";
import { chinaComparison } from "@gw/content/china-comparison";
import { BrandProvider } from "@gw/ui";
import { exampleBrand } from "@gw/ui/testing";
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { compareProviders } from "./chinaComparison";
import { ComparisonTable } from "./ComparisonTable";

describe("ComparisonTable", () => {
  beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  it("shows a row's note under its name, and the gold rate the product's row sells at", () => {
    render(
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={exampleBrand}>
          <ComparisonTable rows={compareProviders(chinaComparison, "12m")} caption="Rows" />
        </BrandProvider>
      </I18nProvider>,
    );
    const product = screen.getByTestId("provider-product");
    const name = within(product).getByRole("rowheader");
    expect(name).toHaveTextContent(
      `${exampleBrand.name}Gold held, then sold for CNY at the gold rate shown`,
    );
    expect(product).toHaveTextContent("Gold 5,219.39 AUD/oz");
    expect(screen.getByTestId("provider-bank-wire")).toHaveTextContent(
      "The receiving bank may charge its own fee",
    );
    const online = screen.getByTestId("provider-online-transfer");
    expect(within(online).getByRole("rowheader")).toHaveTextContent(/^OTOnline transfer service$/);
    expect(online).not.toHaveTextContent("AUD/oz");
  });
});
