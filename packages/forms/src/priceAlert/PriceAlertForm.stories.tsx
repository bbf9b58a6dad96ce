import { SiteToaster } from "@gw/ui/toaster";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { alertStoredAnswer, fakeApiClient, instantCaptcha } from "../testing/fakeApiClient";
import { PriceAlertForm } from "./PriceAlertForm";

const meta = {
  title: "Forms/PriceAlertForm",
  component: PriceAlertForm,
  args: {
    client: fakeApiClient(async () => alertStoredAnswer),
    captcha: instantCaptcha,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24 }}>
        <Story />
        <SiteToaster />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceAlertForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Price per troy ounce"), "5300");
  await userEvent.type(canvas.getByLabelText("Email address"), "ada@example.com");
  await userEvent.click(canvas.getByRole("button", { name: "Create price alert" }));
  return canvas;
}

export const Empty: Story = {};

export const Chinese: Story = { globals: { locale: "zh" } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Price per troy ounce"), "five thousand");
    await userEvent.click(canvas.getByRole("button", { name: "Create price alert" }));
    await expect(canvas.getAllByRole("alert")).toHaveLength(2);
    await expect(canvas.getByLabelText("Price per troy ounce")).toHaveFocus();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await waitFor(async () => expect(await canvas.findByText("Check your inbox")).toBeVisible());
  },
};

export const AlreadyReached: Story = {
  args: {
    client: fakeApiClient(
      async () => alertStoredAnswer,
      async () => ({
        ok: false,
        kind: "http",
        status: 400,
        message:
          "The buy price is already above that, at AUD 5,412.30. Choose a higher price, or an alert for when it falls below.",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect(await page.findByText(/already above that/)).toBeVisible());
    await expect(canvas.getByLabelText("Price per troy ounce")).toHaveValue("5300");
  },
};
