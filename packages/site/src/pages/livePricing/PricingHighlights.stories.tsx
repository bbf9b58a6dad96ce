import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PricingHighlights } from "./PricingHighlights";

const meta = {
  title: "Pages/LivePricing/Highlights",
  component: PricingHighlights,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof PricingHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card about the prices says what they are in the termbase's words. */
const pricesCard = (canvasElement: HTMLElement, heading: string) =>
  within(canvasElement)
    .getAllByRole("listitem")
    .find((card) => within(card).queryByRole("heading", { name: heading }))!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading")).toHaveLength(3);
    await expect(pricesCard(canvasElement, "Real-time prices")).toHaveTextContent(
      "Our buy and sell prices are indicative and follow the international spot market. They update around the clock on trading days. The price you see on the confirmation screen before you confirm is the price you pay or receive.",
    );
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(pricesCard(canvasElement, "实时价格")).toHaveTextContent(
      "我们的买入价和卖出价均为参考价格，跟随国际现货市场。交易日全天候更新。您确认前在确认页面上看到的价格，就是您支付或收到的价格。",
    );
  },
};
