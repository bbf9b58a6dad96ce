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

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading").length).toBeGreaterThan(0);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
