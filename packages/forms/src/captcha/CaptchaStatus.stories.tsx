import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CaptchaStatus } from "./CaptchaStatus";

const meta = {
  title: "Forms/CaptchaStatus",
  component: CaptchaStatus,
  args: { checking: false },
} satisfies Meta<typeof CaptchaStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say while the solution is being prepared in the background. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("");
  },
};

/** The visitor sent before the solution was ready: a screen reader hears why sending waits. */
export const Checking: Story = {
  args: { checking: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Running our spam check before sending. This takes a moment.",
    );
  },
};
