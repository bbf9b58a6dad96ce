import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Route } from "./HomeRoute";

// A route file exports only its route (so the router plugin can split its component off).
const HomeRoute = Route.options.component!;

const meta = {
  title: "Pages/Home",
  component: HomeRoute,
} satisfies Meta<typeof HomeRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("main")).toBeVisible();
    await expect(within(canvasElement).getByRole("heading", { level: 1 })).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

// Both languages and both brands at both widths, each with its baseline (docs/storybook.md).
export const ChineseVipBrand: Story = { globals: { locale: "zh", brand: "vip" } };

export const ChinesePhone: Story = { globals: { locale: "zh", viewport: { value: "phone" } } };

export const VipBrandPhone: Story = { globals: { brand: "vip", viewport: { value: "phone" } } };

export const ChineseVipBrandPhone: Story = {
  globals: { locale: "zh", brand: "vip", viewport: { value: "phone" } },
};
