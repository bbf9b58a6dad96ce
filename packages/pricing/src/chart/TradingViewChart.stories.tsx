import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { defaultMetal, defaultRange } from "../priceChoices";
import { TradingViewChart } from "./TradingViewChart";

/**
 * Third-party content never loads in Storybook: this is the chart as the prerendered page has it,
 * before the cookie choice is known (the live pricing page's stories show what replaces it).
 */
const meta = {
  title: "Pricing/TradingViewChart",
  component: TradingViewChart,
  args: {
    metal: defaultMetal,
    range: defaultRange,
    currency: "AUD",
    allowed: undefined,
    onFailed: fn(),
  },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof TradingViewChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeTheCookieChoiceIsKnown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading chart...");
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const BeforeTheCookieChoiceIsKnownInChinese: Story = { globals: { locale: "zh" } };
