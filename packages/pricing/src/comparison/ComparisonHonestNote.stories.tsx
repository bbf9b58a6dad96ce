import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { chinaComparison } from "@gw/content/china-comparison";
import { ComparisonHonestNote } from "./ComparisonHonestNote";

const meta = {
  title: "Pricing/ComparisonHonestNote",
  component: ComparisonHonestNote,
  args: { data: chinaComparison },
} satisfies Meta<typeof ComparisonHonestNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Which hold durations favour which provider, and that gold can fall, from the page's data. */
export const FromThePagesData: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("p")?.textContent ?? "").toMatch(/\d/);
  },
};
