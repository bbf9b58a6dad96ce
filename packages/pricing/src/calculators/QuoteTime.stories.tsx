import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { quotePrices } from "./calculatorQuote";
import { QuoteTime } from "./QuoteTime";
import { storyQuote } from "./storyQuotes";

const meta = {
  title: "Pricing/Calculators/QuoteTime",
  component: QuoteTime,
  args: { prices: quotePrices(storyQuote())! },
} satisfies Meta<typeof QuoteTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Demonstration: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Demonstration prices")).toBeVisible();
  },
};

export const Delayed: Story = {
  args: { prices: quotePrices(storyQuote("AUD", { stale: true, source: "lbma" }))! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Delayed")).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
