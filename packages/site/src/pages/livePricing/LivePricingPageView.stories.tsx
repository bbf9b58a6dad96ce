import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

/** Scrolls to the chart, which asks for its closes only as it nears the viewport, and waits for it. */
async function chartDrawn(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  page.getByRole("group", { name: /^(Time range|时间范围)$/ }).scrollIntoView({ block: "center" });
  await expect(await page.findByRole("slider", {}, { timeout: 5000 })).toBeVisible();
}
import { LivePricingPageView } from "./LivePricingPageView";

const meta = {
  title: "Pages/LivePricing",
  component: LivePricingPageView,
  // A visitor who said no to third parties: our own chart in place of TradingView's (before any
  // choice, the chart waits for it; the consent store is shared by every story running at once).
  args: { chartAllowed: false },
  play: async ({ canvasElement }) => chartDrawn(canvasElement),
} satisfies Meta<typeof LivePricingPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Live Precious Metal Prices" }),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
