import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LivePriceChart } from "./LivePriceChart";

/** The chart itself never loads in Storybook: third-party content is not allowed here. */
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
