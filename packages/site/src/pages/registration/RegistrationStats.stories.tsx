import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegistrationStats } from "./RegistrationStats";

const meta = {
  title: "Pages/Registration/Stats",
  component: RegistrationStats,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof RegistrationStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem").length).toBeGreaterThan(0);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
