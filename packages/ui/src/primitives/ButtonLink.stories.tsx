import type { Meta, StoryObj } from "@storybook/react-vite";
import { ButtonLink } from "./ButtonLink";

const meta = {
  title: "Primitives/ButtonLink",
  component: ButtonLink,
  parameters: { layout: "centered" },
  args: { href: "/register", children: "Register now" },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const OnBand: Story = {
  args: { variant: "onBand" },
  decorators: [
    (Story) => (
      <div style={{ background: "var(--gw-band)", padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
