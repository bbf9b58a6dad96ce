import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { forgetVisitorCurrency, visitorChose } from "../testing/visitorCurrency";
import { Calculators } from "./Calculators";
import { historyStartingIn } from "./storyQuotes";

/** Storybook answers the price calls with example prices (see .storybook/priceApi.ts). */
const meta = {
  title: "Pricing/Calculators",
  component: Calculators,
  beforeEach: () => {
    forgetVisitorCurrency();
    // Storybook's made-up closes of decades ago fall to nothing: ten years of them.
    return historyStartingIn("2016-01-01");
  },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof Calculators>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AustralianDollars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holdings = canvas.getByRole("region", { name: "Value of your holdings" });
    await expect(
      await within(holdings).findByRole("definition", {}, { timeout: 5000 }),
    ).toHaveTextContent("$591.10");
    await userEvent.click(canvas.getByRole("button", { name: "USD" }));
    await expect(await within(holdings).findByText(/384\.20/, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const ChineseYuan: Story = { beforeEach: () => visitorChose("CNY") };

export const ShortHistory: Story = { beforeEach: () => historyStartingIn("2025-03-01") };

export const Chinese: Story = { globals: { locale: "zh" } };
