// @vitest-environment node
import { i18n } from "@gw/i18n";
import { priceStripLabels } from "@gw/ui";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { HomeStripIsland } from "./HomeStripIsland";

describe("the home strip island, prerendered", () => {
  it("renders as the build writes it, where there is no document: the island with placeholders", () => {
    i18n.loadAndActivate({ locale: "en", messages: {} });
    const html = renderToString(
      <PricingTestProviders>
        <HomeStripIsland labels={priceStripLabels} />
      </PricingTestProviders>,
    );
    expect(html).toContain('data-island="homeStrip"');
    expect(html).toContain("Indicative buy prices");
    expect(html).not.toContain("$");
  });
});
