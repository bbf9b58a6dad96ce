import type { Meta, StoryObj } from "@storybook/react-vite";
import { FinalCta } from "./FinalCta";

const meta = { title: "Home/FinalCta", component: FinalCta } satisfies Meta<typeof FinalCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
