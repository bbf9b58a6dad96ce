import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AudienceSection } from "./AudienceSection";

const meta = { title: "Home/AudienceSection", component: AudienceSection } satisfies Meta<
  typeof AudienceSection
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(5);
  },
};
