import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { ReferralPageView } from "./ReferralPageView";

const meta = {
  title: "Pages/Referral",
  component: ReferralPageView,
  args: { verify: fn(async (code: string) => code === "GOLDFRIEND"), navigate: fn() },
} satisfies Meta<typeof ReferralPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FromReferralLink: Story = {
  args: { initialCode: "GOLDFRIEND" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("status")).toHaveTextContent("Referral code confirmed");
  },
};

export const FromUnknownCode: Story = {
  args: { initialCode: "NOPE" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This is not a valid referral code",
    );
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
