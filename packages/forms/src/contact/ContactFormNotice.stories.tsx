import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ContactFormNotice } from "./ContactFormNotice";

const meta = {
  title: "Forms/Contact/Notice",
  component: ContactFormNotice,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ContactFormNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link").length).toBe(2);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
