import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, within } from "storybook/test";
import { ComparisonCalculator } from "./ComparisonCalculator";

const meta = {
  title: "Pricing/ComparisonCalculator",
  component: ComparisonCalculator,
} satisfies Meta<typeof ComparisonCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("slider")).toHaveAttribute("aria-valuetext", /12/);
    await expect(canvas.getByTestId("provider-product")).toHaveTextContent(/12,668/);
  },
};

export const MovingTheSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider");
    const product = canvas.getByTestId("provider-product");
    fireEvent.change(slider, { target: { value: "0" } });
    await expect(slider).toHaveAttribute("aria-valuetext", /1/);
    await expect(product).toHaveTextContent(/9,001/);
    fireEvent.change(slider, { target: { value: "7" } });
    await expect(product).toHaveTextContent(/10,349/);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile1" } },
};
