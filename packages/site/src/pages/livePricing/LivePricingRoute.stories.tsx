import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Route } from "./LivePricingRoute";

// A route file exports only its route (so the router plugin can split its component off).
const LivePricingRoute = Route.options.component!;

const meta = {
  title: "Pages/LivePricing",
  component: LivePricingRoute,
} satisfies Meta<typeof LivePricingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Live Precious Metal Prices" }),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
