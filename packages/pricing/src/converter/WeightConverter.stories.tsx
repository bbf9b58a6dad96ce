import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { WeightConverter } from "./WeightConverter";

const meta = { title: "Pricing/WeightConverter", component: WeightConverter } satisfies Meta<
  typeof WeightConverter
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const taels = canvas.getByRole("textbox", { name: /37\.429 g/ });
    await userEvent.clear(taels);
    await userEvent.type(taels, "1");
    await expect(canvas.getByRole("textbox", { name: /^Grams/ })).toHaveValue("37.43");
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
