import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HoldingsValue } from "./HoldingsValue";
import { storyQuote } from "./storyQuotes";

const meta = {
  title: "Pricing/Calculators/HoldingsValue",
  component: HoldingsValue,
  args: { currency: "AUD", quote: storyQuote() },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof HoldingsValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenOuncesOfSilver: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Value of your holdings" });
    // 10 oz at the example sell price of $59.11.
    await expect(within(region).getByRole("definition")).toHaveTextContent("$591.10");
  },
};

export const InChineseYuan: Story = { args: { currency: "CNY", quote: storyQuote("CNY") } };

export const DelayedPrices: Story = {
  args: { quote: storyQuote("AUD", { stale: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Delayed")).toBeVisible();
  },
};

export const Loading: Story = { args: { quote: "loading" } };

export const Chinese: Story = {
  globals: { locale: "zh" },
  args: { currency: "CNY", quote: storyQuote("CNY") },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("option", { name: "两（香港司马两，37.429 克）" }),
    ).toBeInTheDocument();
  },
};
