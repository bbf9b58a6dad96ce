import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cardWidthFrame } from "./storyFrame";
import { RegisterForm } from "./RegisterForm";

const meta = {
  title: "Forms/Registration/RegisterForm",
  component: RegisterForm,
  args: { navigate: fn(), verify: fn(async (code: string) => code === "GOLDFRIEND") },
  decorators: [cardWidthFrame],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form variant: kept ready, not shown on the register page. */
export const Default: Story = {};

export const WithoutCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Register Now" }));
    await expect(args.verify).not.toHaveBeenCalled();
    await expect(args.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/\/register\?signup=true$/),
    );
  },
};

export const WithValidCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Referral code/ }), "GOLDFRIEND");
    await userEvent.click(canvas.getByRole("button", { name: "Register Now" }));
    await expect(args.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/signup=true&referral=GOLDFRIEND$/),
    );
  },
};

export const WithInvalidCode: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /Referral code/ }), "NOPE");
    await userEvent.click(canvas.getByRole("button", { name: "Register Now" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This is not a valid referral code",
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};
