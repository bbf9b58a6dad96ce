import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { RegularBuying } from "./RegularBuying";
import { historyStartingIn, storyQuote } from "./storyQuotes";

/**
 * Storybook answers the monthly history with example closes (see .storybook/priceApi.ts), from
 * ten years back here: its made-up closes of decades ago fall to nothing.
 */
const meta = {
  title: "Pricing/Calculators/RegularBuying",
  component: RegularBuying,
  beforeEach: () => historyStartingIn("2016-01-01"),
  args: { currency: "AUD", quote: storyQuote(), today: "2026-11-23" },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof RegularBuying>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveYearsOfGold: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Regular buying" });
    await expect(within(region).getByRole("textbox", { name: "Amount each month" })).toHaveValue(
      "500",
    );
    await expect(await within(region).findByText("Invested", {}, { timeout: 5000 })).toBeVisible();
    await expect(await within(region).findByRole("slider")).toBeVisible();
    await userEvent.click(within(region).getByText("Show data table"));
    await expect(
      within(region).getByRole("columnheader", { name: "Metal held (g)" }),
    ).toBeVisible();
  },
};

export const SilverInUsDollars: Story = {
  args: { currency: "USD", quote: storyQuote("USD") },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Silver" }));
  },
};

export const ShortHistory: Story = {
  beforeEach: () => historyStartingIn("2025-03-01"),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /Our price history begins in March 2025/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};

export const DelayedPrices: Story = {
  args: { quote: storyQuote("AUD", { stale: true }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Delayed", {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const PricesUnavailable: Story = { args: { quote: "unavailable" } };

export const Chinese: Story = {
  globals: { locale: "zh" },
  args: { currency: "CNY", quote: storyQuote("CNY") },
};
