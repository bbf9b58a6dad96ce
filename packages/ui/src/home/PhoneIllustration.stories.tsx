import type { Meta, StoryObj } from "@storybook/react-vite";
import { PhoneIllustration } from "./PhoneIllustration";

const meta = {
  title: "Home/PhoneIllustration",
  component: PhoneIllustration,
  parameters: { layout: "centered" },
  args: { className: "" },
} satisfies Meta<typeof PhoneIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
