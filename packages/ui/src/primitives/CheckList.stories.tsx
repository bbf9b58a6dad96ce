import type { Meta, StoryObj } from "@storybook/react-vite";
import { CheckList } from "./CheckList";

const meta = {
  title: "Primitives/CheckList",
  component: CheckList,
  args: { items: ["Free insured storage", "Instant transfers", "Sell anytime"] },
} satisfies Meta<typeof CheckList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
