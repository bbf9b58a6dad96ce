import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../primitives/Button";
import { SiteToaster } from "./SiteToaster";
import { showErrorToast, showSuccessToast } from "./showToast";

function ToastDemo() {
  return (
    <div style={{ padding: 24, display: "flex", gap: 12 }}>
      <SiteToaster />
      <Button
        onClick={() => showSuccessToast("Thanks for getting in touch. Your message has been sent.")}
      >
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => showErrorToast("Captcha challenge has expired; solve a new one")}
      >
        Error
      </Button>
    </div>
  );
}

const meta = {
  title: "UI/Toasts",
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    await waitFor(async () =>
      expect(await canvas.findByText(/Your message has been sent/)).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Error" }));
    await waitFor(async () =>
      expect(
        await canvas.findByText("Captcha challenge has expired; solve a new one"),
      ).toBeVisible(),
    );
  },
};
