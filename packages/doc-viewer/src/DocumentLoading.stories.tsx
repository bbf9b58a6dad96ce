import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DocumentLoading } from "./DocumentLoading";

const meta = { title: "Documents/DocumentLoading", component: DocumentLoading } satisfies Meta<
  typeof DocumentLoading
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      /Loading document...|正在加载文档.../,
    );
  },
};
