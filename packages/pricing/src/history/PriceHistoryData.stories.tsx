import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { defaultRange } from "../priceChoices";
import { PriceHistoryData } from "./PriceHistoryData";

/** The table of closes (its rows from Storybook's example history) and the CSV download. */
const meta = {
  title: "Pricing/PriceHistoryData",
  component: PriceHistoryData,
  args: { metal: "gold", range: defaultRange, currency: "AUD" },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof PriceHistoryData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      expect.stringMatching(/metal=gold&range=1M&currency=AUD&format=csv$/),
    );
  },
};

export const TableOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Show data table"));
    const table = await canvas.findByRole("table", { name: "Gold: daily closes, 1M, in AUD" });
    await expect(within(table).getAllByRole("row").length).toBeGreaterThan(10);
  },
};

export const ChineseInYuan: Story = {
  globals: { locale: "zh" },
  args: { currency: "CNY" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText("显示数据表"));
  },
};
