import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { defaultRange, priceRanges } from "../priceChoices";
import { OwnPriceChart } from "./OwnPriceChart";

/** Storybook answers the history call with example closes (see .storybook/priceApi.ts). */
const meta = {
  title: "Pricing/OwnPriceChart",
  component: OwnPriceChart,
  args: {
    metal: "gold",
    range: defaultRange,
    currency: "AUD",
    note: <p>Drawn from our own closing prices.</p>,
  },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof OwnPriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoldOverAMonth: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("slider", { name: "Gold price history, 1M, in AUD" }),
    ).toBeVisible();
  },
};

export const SilverAllInUsDollars: Story = {
  args: { metal: "silver", range: priceRanges[5]!, currency: "USD" },
};

export const CouldNotLoad: Story = {
  beforeEach: () => {
    const answering = globalThis.fetch;
    globalThis.fetch = async () => Promise.reject(new TypeError("Failed to fetch"));
    return () => {
      globalThis.fetch = answering;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /price history could not be loaded/,
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" }, args: { currency: "CNY" } };
