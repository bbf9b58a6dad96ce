import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { RegisterPageView } from "./RegisterPageView";

const meta = {
  title: "Pages/Register",
  component: RegisterPageView,
  args: { navigate: fn() },
} satisfies Meta<typeof RegisterPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stat of ["100% Insured", "24/7 Secure", "LBMA Certified"]) {
      await expect(canvas.getByText((_, node) => node?.textContent === stat)).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "AML/CTF Policy" })).toHaveAttribute(
      "href",
      "/legal/aml-ctf-policy",
    );
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

export const WithReferralCode: Story = {
  args: { referralCode: "GOLDFRIEND" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(args.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/signup=true&referral=GOLDFRIEND$/),
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
