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
    await expect(canvas.getByRole("slider").getAttribute("aria-valuetext")).toMatch(/^12/);
    await expect(canvas.getByTestId("provider-product")).toHaveTextContent(/12,668/);
  },
};

export const MovingTheSlider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole("slider");
    const product = canvas.getByTestId("provider-product");
    // user-event cannot drag a range input; a change event is what a drag ends with.
    fireEvent.change(slider, { target: { value: "0" } });
    await expect(slider.getAttribute("aria-valuetext")).toMatch(/^1\D/);
    await expect(product).toHaveTextContent(/9,001/);
    fireEvent.change(slider, { target: { value: "1" } });
    await expect(product).toHaveTextContent(/9,103/);
    fireEvent.change(slider, { target: { value: "13" } });
    await expect(product).toHaveTextContent(/12,668/);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: "mobile1" } },
};
