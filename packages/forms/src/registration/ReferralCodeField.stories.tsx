import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { cardWidthFrame } from "./storyFrame";
import { ReferralCodeField } from "./ReferralCodeField";

const meta = {
  title: "Forms/Registration/ReferralCodeField",
  component: ReferralCodeField,
  args: { value: "", status: "idle", required: false, onChange: fn() },
  decorators: [cardWidthFrame],
} satisfies Meta<typeof ReferralCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveValue("");
  },
};

export const Verifying: Story = { args: { value: "GOLDFRIEND", status: "verifying" } };

export const Valid: Story = { args: { value: "GOLDFRIEND", status: "valid" } };

export const Invalid: Story = {
  args: { value: "NOPE", status: "invalid", required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Chinese: Story = { args: Invalid.args, globals: { locale: "zh" } };
