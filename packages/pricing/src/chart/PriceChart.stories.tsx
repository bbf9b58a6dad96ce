import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { defaultMetal, defaultRange } from "../priceChoices";
import { PriceChart } from "./PriceChart";

/** Third-party content is not allowed in Storybook: the chart shows what stands in for it. */
const meta = {
  title: "Pricing/PriceChart",
  component: PriceChart,
  args: { metal: defaultMetal, range: defaultRange, allowed: false },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutConsent: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
