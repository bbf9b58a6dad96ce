import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PreregistrationForm } from "./PreregistrationForm";

const meta = {
  title: "Forms/PreregistrationForm",
  component: PreregistrationForm,
  args: { submit: fn(async () => true), onSignUpAnother: fn() },
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

export const Empty: Story = {};

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
    await expect(await canvas.findByRole("status")).toBeVisible();
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
