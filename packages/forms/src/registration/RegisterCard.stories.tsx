import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cardWidthFrame } from "./storyFrame";
import { RegisterCard } from "./RegisterCard";

const meta = {
  title: "Forms/Registration/RegisterCard",
  component: RegisterCard,
  args: { navigate: fn() },
  decorators: [cardWidthFrame],
} satisfies Meta<typeof RegisterCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The variant the register page shows. */
export const Default: Story = {};

export const Redirecting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(args.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/\/register\?signup=true$/),
    );
    await expect(canvas.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
  },
};

export const RedirectFailed: Story = {
  args: {
    navigate: fn(() => {
      throw new Error("Navigation blocked");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Create Account" }));
    await expect(canvas.getByRole("button", { name: "Create Account" })).toBeEnabled();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };

export const VipBrand: Story = { globals: { brand: "vip" } };
