import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GoldSilverRatio } from "./GoldSilverRatio";
import { storyQuote } from "./storyQuotes";

const meta = {
  title: "Pricing/Calculators/GoldSilverRatio",
  component: GoldSilverRatio,
  args: { currency: "AUD", quote: storyQuote() },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof GoldSilverRatio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Gold/silver ratio" });
    // Mid prices 5219.43 / 60.01.
    await expect(within(region).getByRole("definition")).toHaveTextContent("87.0");
    await expect(
      await within(region).findByRole(
        "slider",
        { name: "Gold/silver ratio, 1Y" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const InUsDollars: Story = { args: { currency: "USD", quote: storyQuote("USD") } };

export const DelayedPrices: Story = { args: { quote: storyQuote("AUD", { stale: true }) } };

export const Unavailable: Story = { args: { quote: "unavailable" } };

export const Chinese: Story = { globals: { locale: "zh" } };
