import { examplePriceHistory } from "@gw/api-client/testing/prices";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { HistoryChart } from "./HistoryChart";

/** Weekly closes of silver over years, for the long-range stories. */
const silverYears = {
  metal: "silver" as const,
  currency: "CNY" as const,
  range: "5Y" as const,
  interval: "weekly" as const,
  points: Array.from({ length: 261 }, (_, week) => ({
    date: new Date(Date.UTC(2021, 10, 22) + week * 7 * 86_400_000).toISOString().slice(0, 10),
    close: Math.round((150 + week * 0.45 + Math.sin(week / 6) * 12) * 100) / 100,
  })),
};

const meta = {
  title: "Pricing/HistoryChart",
  component: HistoryChart,
  args: { history: examplePriceHistory, label: "Gold price history, 1M, in AUD" },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24, height: 450 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof HistoryChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoldOverAMonth: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole("slider", { name: /Gold price history/ });
    await expect(chart).toHaveAttribute("aria-valuetext", "23 Nov 2026: $5,219.39");
    chart.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(chart).toHaveAttribute("aria-valuetext", "20 Nov 2026: $5,175.90");
    await expect(within(canvasElement).getByText("20 Nov 2026: $5,175.90")).toBeVisible();
  },
};

export const SilverOverFiveYearsInYuan: Story = {
  args: { history: silverYears, label: "Silver price history, 5Y, in CNY" },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  args: { history: silverYears, label: "白银价格走势，5Y，人民币" },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };

/** One month only (regular buying started this month). */
export const OnePoint: Story = {
  args: {
    history: { ...examplePriceHistory, points: examplePriceHistory.points.slice(-1) },
    label: "Value of the Gold held each month, in AUD",
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("slider", { name: /Value of the Gold held/ }),
    ).toHaveAttribute("aria-valuetext", "23 Nov 2026: $5,219.39");
  },
};

/** Nothing to draw (no month counted yet): it says so rather than draw an empty frame. */
export const Empty: Story = {
  args: { history: { ...examplePriceHistory, points: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("There are no prices to draw for this choice."),
    ).toBeVisible();
  },
};
