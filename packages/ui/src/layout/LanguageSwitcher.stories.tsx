import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { LanguageSwitcher } from "./LanguageSwitcher";

const meta = {
  title: "Layout/LanguageSwitcher",
  component: LanguageSwitcher,
  args: { onChoose: fn() },
  parameters: { layout: "centered" },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160, display: "flex", justifyContent: "flex-end" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChoosingChinese: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: /Language|语言/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const current = canvas.getByRole("button", { name: "English" }).getAttribute("aria-current");
    await userEvent.click(canvas.getByRole("button", { name: "中文" }));
    await expect(args.onChoose).toHaveBeenCalledTimes(current === "true" ? 1 : 0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};
