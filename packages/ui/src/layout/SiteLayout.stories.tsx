import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteLayout } from "./SiteLayout";

const meta = {
  title: "Layout/SiteLayout",
  component: SiteLayout,
  args: {
    children: (
      <div className="gw-container" style={{ padding: "4rem 0" }}>
        <h1>Page content</h1>
      </div>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
