import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LivePriceChart } from "./LivePriceChart";

/**
 * Third-party content is not allowed in Storybook: our own chart shows, from Storybook's example
 * history, as for a visitor who has not made a cookie choice.
 */
const meta = {
  title: "Pricing/LivePriceChart",
  component: LivePriceChart,
  args: { chartAllowed: false },
  decorators: [
    (Story) => (
      <div className="gw-container" style={{ paddingBlock: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LivePriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoldOverOneMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button", { pressed: true })).toHaveLength(2);
    await expect(
      await canvas.findByRole("slider", { name: "Gold price history, 1M, in AUD" }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Choose cookie settings" })).toBeVisible();
    await expect(
      canvas.getByText(
        "The chart shows past closing prices. The price you see on the confirmation screen before you confirm is the price you pay or receive.",
      ),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        "图表显示的是过去的收盘价。您确认前在确认页面上看到的价格，就是您支付或收到的价格。",
      ),
    ).toBeVisible();
  },
};

export const SwitchingMetalAndRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [gold, silver] = within(canvas.getByRole("group", { name: /Metal|金属/ })).getAllByRole(
      "button",
    );
    await userEvent.click(silver!);
    await expect(silver).toHaveAttribute("aria-pressed", "true");
    await expect(gold).toHaveAttribute("aria-pressed", "false");
    const fiveYears = canvas.getByRole("button", { name: "5Y" });
    await userEvent.click(fiveYears);
    await expect(fiveYears).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.getByRole("button", { name: "1M" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};
