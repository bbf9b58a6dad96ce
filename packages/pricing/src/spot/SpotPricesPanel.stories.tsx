import { exampleSpotPrices } from "@gw/api-client/testing/prices";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { SpotPricesPanel } from "./SpotPricesPanel";

/** Every state the panel shows, as the host renders it into the page and the app hydrates it. */
const meta = {
  title: "Pricing/SpotPricesPanel",
  component: SpotPricesPanel,
  args: { currency: "AUD", prices: exampleSpotPrices, onChooseCurrency: fn(), onRetry: fn() },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof SpotPricesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const market = { ...exampleSpotPrices, source: "lbma" };

export const Live: Story = {
  args: { prices: market },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Spot prices" });
    const gold = within(region).getByRole("table", { name: "Gold" });
    await expect(within(gold).getByRole("row", { name: /per troy ounce/ })).toHaveTextContent(
      "$5,235.09$5,203.77",
    );
    await expect(within(region).getByText("Market open")).toBeVisible();
    await expect(within(region).queryByText("Demonstration prices")).toBeNull();
    await expect(region).toHaveTextContent(
      "Our buy and sell prices are indicative and follow the international spot market. The price you see on the confirmation screen before you confirm is the price you pay or receive.",
    );
    await expect(within(region).getByRole("button", { name: "AUD" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const DevelopmentSource: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Demonstration prices")).toBeVisible();
  },
};

export const Delayed: Story = {
  args: { prices: { ...market, stale: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Delayed")).toBeVisible();
    // Delayed prices say when they are from.
    await expect(canvas.getByText(/24 Nov 2026/)).toBeVisible();
  },
};

export const MarketClosed: Story = {
  args: { prices: { ...market, marketOpen: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Market closed")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { prices: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading prices...")).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { prices: undefined, failure: "unavailable" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Prices are unavailable just now.")).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
    canvas.getByRole("button", { name: "Try again" }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const CouldNotRefresh: Story = {
  args: { prices: { ...market, stale: true }, failure: "refresh" },
};

export const InUsDollars: Story = {
  args: { currency: "USD", prices: { ...market, currency: "USD" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("USD 5,235.09")[0]).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  args: { currency: "CNY", prices: { ...exampleSpotPrices, currency: "CNY" } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "现货价格" });
    await expect(within(region).getAllByText("¥5,235.09")[0]).toBeVisible();
    const gold = within(region).getByRole("table", { name: "黄金" });
    await expect(within(gold).getByRole("row", { name: /两/ })).toHaveTextContent("¥6,299.75");
    // The termbase's wording, its Chinese sentences run together as Chinese writes them.
    await expect(region).toHaveTextContent(
      "我们的买入价和卖出价均为参考价格，跟随国际现货市场。您确认前在确认页面上看到的价格，就是您支付或收到的价格。价格来自",
    );
  },
};

export const ChineseDelayedAndClosed: Story = {
  globals: { locale: "zh" },
  args: { prices: { ...exampleSpotPrices, stale: true, marketOpen: false } },
};

export const ChineseUnavailable: Story = {
  globals: { locale: "zh" },
  args: { prices: undefined, failure: "unavailable" },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
