import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { regularBuying } from "./regularBuying";
import { RegularBuyingData } from "./RegularBuyingData";

const result = regularBuying({
  amount: 500,
  start: "2026-07",
  closes: [
    { date: "2026-07-01", close: 4980.1 },
    { date: "2026-08-03", close: 5012.6 },
    { date: "2026-09-01", close: 4890.35 },
    { date: "2026-10-01", close: 5105.2 },
    { date: "2026-11-02", close: 5190.12 },
  ],
  bidToday: 5203.77,
})!;

const meta = {
  title: "Pricing/Calculators/RegularBuyingData",
  component: RegularBuyingData,
  args: { result, metal: "gold", currency: "AUD" },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof RegularBuyingData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Show data table"));
    await expect(canvas.getAllByRole("row")).toHaveLength(6);
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("July 2026$4,980.10");
  },
};

export const InUsDollars: Story = { args: { currency: "USD" } };

export const Chinese: Story = { globals: { locale: "zh" } };
