import { priceStripLabels } from "@gw/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { HomePriceStrip } from "./HomePriceStrip";

/** Drawn afresh here, as after a client navigation: it fetches its prices (example ones). */
const meta = {
  title: "Pricing/HomePriceStrip",
  component: HomePriceStrip,
  args: { labels: priceStripLabels },
} satisfies Meta<typeof HomePriceStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrices: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link");
    await expect(link).toHaveAttribute("href", "/live-pricing");
    await waitFor(
      () =>
        expect(link).toHaveAccessibleName(
          /^Indicative buy prices Gold \$5,235\.09 per oz \$168\.31 per g \+0\.56% Silver .* As of .* Demonstration prices$/,
        ),
      // Its live part loads, then asks: a busy machine takes more than the default second.
      { timeout: 5000 },
    );
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole("link")).toHaveAccessibleName(
          /黄金 AU\$5,235\.09 每盎司/,
        ),
      { timeout: 5000 },
    );
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
