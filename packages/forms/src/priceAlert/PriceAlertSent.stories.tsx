import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PriceAlertSent } from "./PriceAlertSent";

const meta = {
  title: "Forms/PriceAlertSent",
  component: PriceAlertSent,
  args: { email: "ada@example.com", onSetAnother: fn() },
} satisfies Meta<typeof PriceAlertSent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};

export const Chinese: Story = { globals: { locale: "zh" } };
