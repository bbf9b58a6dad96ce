import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PreregistrationForm } from "./PreregistrationForm";

const meta = {
  title: "Forms/PreregistrationForm",
  component: PreregistrationForm,
  args: {
    submit: fn(async () => true),
    captcha: { prepare: fn(), checking: false },
    onSignUpAnother: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreregistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
    await userEvent.click(canvas.getByRole("textbox"));
    await expect(args.captcha.prepare).toHaveBeenCalled();
  },
};

/** Sending waits for the spam check: a screen reader hears why. */
export const CheckingCaptcha: Story = {
  args: {
    submit: fn(() => new Promise<boolean>(() => {})),
    captcha: { prepare: fn(), checking: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Running our spam check before sending. This takes a moment.",
    );
  },
};

export const MissingAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button"));
    await expect(canvas.getByRole("alert")).toBeVisible();
    await expect(canvas.getByRole("textbox")).toHaveFocus();
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { submit: fn(() => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "ann@example.com");
    await userEvent.click(canvas.getByRole("button"));
    await expect(canvas.getByRole("button")).toBeDisabled();
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

export const Preregistered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "ann@example.com");
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.submit).toHaveBeenCalledWith("ann@example.com");
    const thanks = await canvas.findByText("Thank you for preregistering!");
    await expect(thanks.closest('[role="status"]')).toBeVisible();
    await expect(
      canvas.getByText(
        "The coupon is sent once you confirm your address from the e-mail we have just sent you.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.onSignUpAnother).toHaveBeenCalledOnce();
  },
};

export const SendingFailed: Story = {
  args: { submit: fn(async () => false) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox"), "ann@example.com");
    await userEvent.click(canvas.getByRole("button"));
    await expect(await canvas.findByRole("textbox")).toBeEnabled();
    await expect(canvas.getByRole("textbox")).toHaveValue("ann@example.com");
  },
};
