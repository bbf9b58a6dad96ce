import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteLink } from "./SiteLink";

const meta = {
  title: "Primitives/SiteLink",
  component: SiteLink,
  args: { href: "/docs/fees", children: "fee schedule" },
  decorators: (Story) => (
    <p style={{ padding: 24 }}>
      Read our <Story />.
    </p>
  ),
} satisfies Meta<typeof SiteLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideTheSite: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "fee schedule" })).toHaveAttribute(
      "href",
      "/docs/fees",
    );
  },
};
