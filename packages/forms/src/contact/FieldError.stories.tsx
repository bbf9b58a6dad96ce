import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FieldError } from "./FieldError";

const meta = {
  title: "Forms/Contact/FieldError",
  component: FieldError,
  args: { id: "email-error", message: "Please enter a valid email address." },
  decorators: (Story) => (
    <div style={{ padding: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(args.message!)).toHaveAttribute("id", args.id);
  },
};

export const WithoutMessage: Story = { args: { message: undefined } };
