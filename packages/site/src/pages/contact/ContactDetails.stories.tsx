import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ContactDetails } from "./ContactDetails";

const meta = {
  title: "Pages/Contact/Details",
  component: ContactDetails,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link").length).toBeGreaterThan(0);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
