import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { priceStripLabels } from "@gw/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PricingTestProviders } from "../testing/PricingTestProviders";
import { HomePriceStripLive } from "./HomePriceStripLive";

/** The strip once it follows the live panel's query: here the API answers a delayed quote. */
const meta = {
  title: "Pricing/HomePriceStripLive",
  component: HomePriceStripLive,
  args: { labels: priceStripLabels },
  decorators: (Story) => (
    <PricingTestProviders>
      <p
        className="gw-container"
        style={{ display: "flex", flexWrap: "wrap", gap: "0.35rem 1.5rem" }}
      >
        <Story />
      </p>
    </PricingTestProviders>
  ),
  beforeEach: () => {
    const real = globalThis.fetch;
    globalThis.fetch = async () =>
      new Response(JSON.stringify({ ...exampleSpotPrices, stale: true }), {
        headers: { "Content-Type": "application/json" },
      });
    return () => {
      globalThis.fetch = real;
    };
  },
} satisfies Meta<typeof HomePriceStripLive>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DelayedQuote: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Delayed")).toBeInTheDocument();
  },
};
