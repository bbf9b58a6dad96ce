import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegisterRoute } from "./RegisterRoute";

const meta = { title: "Pages/Register", component: RegisterRoute } satisfies Meta<
  typeof RegisterRoute
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stat of ["100% Insured", "24/7 Secure", "LBMA Certified"]) {
      await expect(canvas.getByText((_, node) => node?.textContent === stat)).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "AML/CTF Policy" })).toHaveAttribute(
      "href",
      "/legal/aml-ctf-policy",
    );
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };
