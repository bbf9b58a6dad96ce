import type { Meta, StoryObj } from "@storybook/react-vite";
import { Logo } from "./Logo";

const meta = {
  title: "Layout/Logo",
  component: Logo,
  parameters: { layout: "centered" },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnDarkBand: Story = {
  args: { tone: "onBand" },
  decorators: [
    (Story) => (
      <div style={{ background: "var(--gw-band)", padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
