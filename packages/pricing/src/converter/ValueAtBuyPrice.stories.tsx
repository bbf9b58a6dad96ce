import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ValueAtBuyPrice } from "./ValueAtBuyPrice";

/** Storybook answers the spot call with example prices (see .storybook/priceApi.ts). */
const meta = {
  title: "Pricing/ValueAtBuyPrice",
  component: ValueAtBuyPrice,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ValueAtBuyPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenGramsAndFiveHundredDollars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getAllByRole("status")[0]).toHaveTextContent("10 g of gold costs $1,683.12"),
    );
    const grams = canvas.getByRole("textbox", { name: "Weight in grams" });
    await userEvent.clear(grams);
    await userEvent.type(grams, "1000");
    await expect(canvas.getAllByRole("status")[0]).toHaveTextContent("1,000 g of gold");
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
