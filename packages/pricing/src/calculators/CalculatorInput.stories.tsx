import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { CalculatorInput } from "./CalculatorInput";

const meta = {
  title: "Pricing/Calculators/CalculatorInput",
  component: CalculatorInput,
  args: {
    id: "amount",
    label: "Amount each month",
    value: "500",
    invalid: false,
    describedBy: "result",
    onChange: fn(),
  },
} satisfies Meta<typeof CalculatorInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("textbox", { name: "Amount each month" }),
    ).toHaveValue("500");
  },
};

export const Invalid: Story = { args: { value: "lots", invalid: true } };

export const Month: Story = {
  args: { id: "start", label: "Start", type: "month", value: "2021-11" },
};
