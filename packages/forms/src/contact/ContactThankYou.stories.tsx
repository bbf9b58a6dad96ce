import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ContactThankYou } from "./ContactThankYou";

const meta = {
  title: "Forms/Contact/ThankYou",
  component: ContactThankYou,
  args: { onSendAnother: fn() },
  decorators: (Story) => (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ContactThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(args.onSendAnother).toHaveBeenCalled();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
