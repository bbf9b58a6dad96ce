import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SiteFooter } from "./SiteFooter";

const meta = { title: "Layout/SiteFooter", component: SiteFooter } satisfies Meta<
  typeof SiteFooter
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveTextContent(/ABN \d{2} \d{3} \d{3} \d{3}/);
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  },
};
