import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { compareProviders } from "./chinaComparison";
import { chinaComparison } from "@gw/content/china-comparison";
import { ComparisonTable } from "./ComparisonTable";

const meta = {
  title: "Pricing/ComparisonTable",
  component: ComparisonTable,
  args: {
    rows: compareProviders(chinaComparison, chinaComparison.historicalGoldPrices[0]!.id),
    caption: "What the recipient gets for 1,000 AUD",
  },
  decorators: (Story) => (
    <div style={{ padding: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryProvider: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole("table", { name: args.caption });
    // A header row, then one row per provider.
    await expect(within(table).getAllByRole("row").length).toBeGreaterThan(args.rows.length);
    // A row's note under its name; the gold rate the product's row sells at.
    await expect(
      within(table).getByText("The receiving bank may charge its own fee"),
    ).toBeVisible();
    await expect(within(table).getByText("Gold 5,219.39 AUD/oz")).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("收款银行可能另收费用")).toBeVisible();
  },
};
