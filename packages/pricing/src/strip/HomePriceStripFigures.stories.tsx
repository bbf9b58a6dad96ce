import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import { priceStripLabels } from "@gw/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { spotView } from "../spot/spotView";
import { HomePriceStripFigures } from "./HomePriceStripFigures";

/**
 * Every state of the home strip's figures, as the host renders them into the page and the app
 * hydrates them (on the site they sit inside the strip's link, which lays them out).
 */
const meta = {
  title: "Pricing/HomePriceStripFigures",
  component: HomePriceStripFigures,
  args: {
    labels: priceStripLabels,
    shown: { view: spotView({ ...exampleSpotPrices, source: "lbma" }, "en") },
  },
  decorators: (Story) => (
    <p
      className="gw-container"
      style={{ display: "flex", flexWrap: "wrap", gap: "0.35rem 1.5rem" }}
    >
      <Story />
    </p>
  ),
} satisfies Meta<typeof HomePriceStripFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/Gold\s*\$5,235\.09\s*per oz/);
    await expect(within(canvasElement).queryByText("Delayed")).toBeNull();
  },
};

export const Demonstration: Story = {
  args: { shown: { view: spotView(exampleSpotPrices, "en") } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Demonstration prices")).toBeVisible();
  },
};

export const Delayed: Story = {
  args: { shown: { view: spotView({ ...exampleSpotPrices, source: "lbma", stale: true }, "en") } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Delayed")).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/As of\s*24 Nov 2026/);
  },
};

export const Unavailable: Story = {
  args: { shown: "unavailable" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Prices are unavailable just now")).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent("$");
  },
};

export const Loading: Story = { args: { shown: "loading" } };

export const ChineseDelayed: Story = {
  globals: { locale: "zh" },
  args: { shown: { view: spotView({ ...exampleSpotPrices, currency: "CNY", stale: true }, "zh") } },
};

export const ChineseUnavailable: Story = {
  globals: { locale: "zh" },
  args: { shown: "unavailable" },
};
