import { I18nProvider, i18n } from "@gw/i18n";
import { BrandProvider } from "@gw/ui";
import { exampleBrand } from "@gw/ui/testing";
import { hydrateAfterVisitor } from "@gw/ui/testing/hydration";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { ComparisonCalculator } from "./ComparisonCalculator";

describe("ComparisonCalculator", () => {
  beforeEach(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

  it("recalculates for a hold duration chosen before the page was live", async () => {
    await hydrateAfterVisitor(
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={exampleBrand}>
          <ComparisonCalculator />
        </BrandProvider>
      </I18nProvider>,
      () => {
        screen.getByRole<HTMLInputElement>("slider", { name: "Hold duration" }).value = "0";
      },
    );
    const slider = screen.getByRole("slider", { name: "Hold duration" });
    expect(slider).toHaveValue("0");
    expect(slider).toHaveAttribute("aria-valuetext", "1 week");
    expect(screen.getByRole("status")).toHaveTextContent("1 week");
    expect(screen.getByTestId("provider-product")).toHaveTextContent(/9,001/);
    expect(screen.getByTestId("provider-product")).toHaveTextContent(/-253/);
  });
});
