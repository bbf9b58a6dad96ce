import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChinaPreregistration } from "./ChinaPreregistration";

const meta = {
  title: "Pages/China/Preregistration",
  component: ChinaPreregistration,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ChinaPreregistration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("region", { name: "Be first in line" }),
    ).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
