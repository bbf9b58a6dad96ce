import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, within } from "storybook/test";
import { chinaComparison } from "@gw/content/china-comparison";
import { HoldDurationSlider } from "./HoldDurationSlider";

const durations = chinaComparison.historicalGoldPrices;

/** The slider with its own state, as the comparison calculator holds it. */
function Slider() {
  const [value, setValue] = useState(durations[0]!.id);
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <HoldDurationSlider durations={durations} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: "Pricing/HoldDurationSlider",
  component: Slider,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("slider")).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
