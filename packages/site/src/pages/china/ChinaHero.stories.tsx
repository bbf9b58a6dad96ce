import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChinaHero } from "./ChinaHero";

const meta = {
  title: "Pages/China/Hero",
  component: ChinaHero,
  args: { preregisterSectionId: "preregister" },
} satisfies Meta<typeof ChinaHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", {
        level: 1,
        name: "Send gold to China, with no exchange-rate markup.",
      }),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
