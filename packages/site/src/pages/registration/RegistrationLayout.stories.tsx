import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegistrationLayout } from "./RegistrationLayout";

const meta = {
  title: "Pages/Registration/Layout",
  component: RegistrationLayout,
  args: {
    title: "Open your account",
    subtitle: "It takes a few minutes.",
    details: <p>Details beside the card.</p>,
    card: <div style={{ padding: 24, border: "1px dashed currentColor" }}>The card slot</div>,
  },
} satisfies Meta<typeof RegistrationLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Open your account" }),
    ).toBeVisible();
    await expect(canvas.getByText("The card slot")).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
