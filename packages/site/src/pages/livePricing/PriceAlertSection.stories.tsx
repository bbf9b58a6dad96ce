import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PriceAlertSection } from "./PriceAlertSection";

const meta = {
  title: "Pages/LivePricing/PriceAlertSection",
  component: PriceAlertSection,
} satisfies Meta<typeof PriceAlertSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Price alert" });
    await expect(within(section).getByRole("button", { name: "Create price alert" })).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
