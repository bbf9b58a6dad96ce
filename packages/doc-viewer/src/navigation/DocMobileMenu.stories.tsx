import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DocMobileMenu } from "./DocMobileMenu";

const meta = {
  title: "Documents/MobileMenu",
  component: DocMobileMenu,
  args: {
    closeKey: "fees",
    children: (
      <ul>
        <li>
          <a href="#overview">Overview</a>
        </li>
        <li>
          <a href="#fees">Fees</a>
        </li>
      </ul>
    ),
  },
  globals: { viewport: { value: "phone" } },
} satisfies Meta<typeof DocMobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open documents menu" }));
    const menu = canvas.getByRole("dialog", { name: "Documents" });
    await expect(menu).toBeVisible();
    await userEvent.click(within(menu).getByRole("button", { name: "Close documents menu" }));
    await expect(menu).not.toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh", viewport: { value: "phone" } } };
