import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { priceStripLabels } from "@gw/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomePriceStripView } from "./HomePriceStripView";

/** The strip's figures from prices as the page answers or the live query give them. */
const meta = {
  title: "Pricing/HomePriceStripView",
  component: HomePriceStripView,
  args: {
    labels: priceStripLabels,
    prices: { ...exampleSpotPrices, stale: true },
    unavailable: false,
  },
  decorators: (Story) => (
    <p
      className="gw-container"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.35rem 1.5rem" }}
    >
      <Story />
    </p>
  ),
} satisfies Meta<typeof HomePriceStripView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delayed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Delayed")).toBeInTheDocument();
  },
};

export const Unavailable: Story = { args: { prices: undefined, unavailable: true } };

export const Loading: Story = { args: { prices: undefined } };
