import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Field } from "./Field";

const meta = {
  title: "Primitives/Field",
  component: Field,
  args: {
    label: "Email address",
    children: (control) => <input type="email" autoComplete="email" {...control} />,
  },
  decorators: (Story) => (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = { args: { hint: "We only use it to answer you." } };

export const WithError: Story = {
  args: { hint: "We only use it to answer you.", error: "Please enter a valid email address" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We only use it to answer you. Please enter a valid email address",
    );
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};

export const Textarea: Story = {
  args: {
    label: "Message",
    error: "Message must be at least 10 characters long",
    children: (control) => <textarea rows={5} {...control} />,
  },
};

export const Select: Story = {
  args: {
    label: "How did you find us?",
    children: (control) => (
      <select defaultValue="" {...control}>
        <option value="" disabled>
          Select an option
        </option>
        <option value="google">Google</option>
      </select>
    ),
  },
};
