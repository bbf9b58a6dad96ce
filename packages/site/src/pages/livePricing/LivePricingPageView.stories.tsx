import type { Meta, StoryObj } from "@storybook/react-vite";
import { rejectAllConsent, resetConsentStore } from "@gw/consent";
import { expect, within } from "storybook/test";
import { LivePricingPageView } from "./LivePricingPageView";

const meta = {
  title: "Pages/LivePricing",
  component: LivePricingPageView,
  // A visitor who said no to third parties: our own chart in place of TradingView's (before any
  // choice, the chart waits for it).
  beforeEach: () => {
    rejectAllConsent();
    return () => resetConsentStore();
  },
} satisfies Meta<typeof LivePricingPageView>;

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
