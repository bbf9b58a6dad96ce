import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SubmitButton } from "./SubmitButton";
import { SCRIPT_ENABLED_ATTRIBUTE } from "./scriptNeeded";

const meta = {
  title: "Primitives/SubmitButton",
  component: SubmitButton,
  args: { children: "Submit", size: "lg" },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered by the app (not prerendered): enabled, and marked for the head script. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submit" });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute("type", "submit");
    await expect(button).toHaveAttribute(SCRIPT_ENABLED_ATTRIBUTE);
  },
};

export const Sending: Story = {
  args: { children: "Submitting...", disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button")).toBeDisabled();
  },
};
