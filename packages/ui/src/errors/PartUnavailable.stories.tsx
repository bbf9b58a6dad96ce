import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PartUnavailable } from "./PartUnavailable";

const meta = {
  title: "UI/Errors/PartUnavailable",
  component: PartUnavailable,
  args: { onRetry: fn() },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof PartUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "This part of the page could not be shown.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorInChinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "重试" })).toBeVisible();
  },
};
