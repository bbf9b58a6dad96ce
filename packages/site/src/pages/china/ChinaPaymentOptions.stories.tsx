import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChinaPaymentOptions } from "./ChinaPaymentOptions";

const meta = {
  title: "Pages/China/Payment options",
  component: ChinaPaymentOptions,
} satisfies Meta<typeof ChinaPaymentOptions>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
