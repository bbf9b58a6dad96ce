import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteLayout } from "../layout/SiteLayout";
import { HomePage } from "./HomePage";

const meta = {
  title: "Home/HomePage",
  component: HomePage,
  decorators: [
    (Story) => (
      <SiteLayout>
        <Story />
      </SiteLayout>
    ),
  ],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };
