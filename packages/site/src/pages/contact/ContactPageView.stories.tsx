import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ContactPageView } from "./ContactPageView";

const meta = {
  title: "Pages/Contact",
  component: ContactPageView,
} satisfies Meta<typeof ContactPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole("main"));
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(main.getByRole("link", { name: /Level 12, 1 Martin Place/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      main.getByRole("img", { name: "Map showing the location of our office" }),
    ).toBeVisible();
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
