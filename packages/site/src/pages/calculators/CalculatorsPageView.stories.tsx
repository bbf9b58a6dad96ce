import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CalculatorsPageView } from "./CalculatorsPageView";

const meta = {
  title: "Pages/Calculators",
  component: CalculatorsPageView,
} satisfies Meta<typeof CalculatorsPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: "Gold and Silver Calculators" }),
    ).toBeVisible();
    for (const name of ["Regular buying", "Value of your holdings", "Gold/silver ratio"]) {
      await expect(page.getByRole("region", { name })).toBeVisible();
    }
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
