import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChinaTimeline } from "./ChinaTimeline";

const meta = {
  title: "Pricing/ChinaTimeline",
  component: ChinaTimeline,
} satisfies Meta<typeof ChinaTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSteps: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole("listitem");
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent(/16\.74/);
    await expect(steps[1]).toHaveTextContent(/16\.72/);
    await expect(steps[2]).toHaveTextContent(/12,668/);
    await expect(steps[2]).toHaveTextContent(/\+3,414/);
  },
};
