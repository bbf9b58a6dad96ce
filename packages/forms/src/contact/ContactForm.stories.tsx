import { SiteToaster } from "@gw/ui/toaster";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CaptchaUnavailableError } from "../captcha/CaptchaProvider";
import { fakeApiClient, instantCaptcha, storedAnswer } from "../testing/fakeApiClient";
import { ContactForm } from "./ContactForm";

const meta = {
  title: "Forms/ContactForm",
  component: ContactForm,
  args: { client: fakeApiClient(async () => storedAnswer), captcha: instantCaptcha },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 24 }}>
        <Story />
        <SiteToaster />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText("Full name"), "Ada Lovelace");
  await userEvent.type(canvas.getByLabelText("Email address"), "ada@example.com");
  await userEvent.type(canvas.getByLabelText("Message"), "Please tell me more about storage.");
  await userEvent.selectOptions(canvas.getByLabelText("How did you find us?"), "google");
  await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
  return canvas;
}

export const Empty: Story = {};

export const Chinese: Story = { globals: { locale: "zh" } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("Email address"), "ada@example");
    await userEvent.click(canvas.getByRole("button", { name: "Submit" }));
    await expect(canvas.getAllByRole("alert")).toHaveLength(4);
    await expect(canvas.getByText("Please enter a valid email address")).toBeVisible();
    await expect(canvas.getByLabelText("Full name")).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { client: fakeApiClient(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(await canvas.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(canvas.getByLabelText("Message")).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await waitFor(async () =>
      expect(
        await canvas.findByText("Thank you for your enquiry! We will get back to you soon."),
      ).toBeVisible(),
    );
    await expect(canvas.getByRole("button", { name: "Send another message" })).toBeVisible();
  },
};

export const RefusedByTheApi: Story = {
  args: {
    client: fakeApiClient(async () => ({
      ok: false,
      kind: "http",
      status: 400,
      message: "We could not take your message",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () =>
      expect(await page.findByText("We could not take your message")).toBeVisible(),
    );
    await expect(canvas.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
  },
};

/** No captcha solution could be had (no challenge, or the worker failed): nothing is lost. */
export const SpamCheckFailed: Story = {
  args: {
    captcha: {
      prepare: () => {},
      token: () => Promise.reject(new CaptchaUnavailableError("No captcha challenge")),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () =>
      expect(await page.findByText(/our spam check could not finish/)).toBeVisible(),
    );
    await expect(canvas.getByLabelText("Full name")).toHaveValue("Ada Lovelace");
  },
};

export const NetworkFailure: Story = {
  args: {
    client: fakeApiClient(async () => ({ ok: false, kind: "network", message: "Failed to fetch" })),
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () =>
      expect(await page.findByText(/Your message was not sent/)).toBeVisible(),
    );
    await expect(canvas.getByLabelText("Message")).toHaveValue(
      "Please tell me more about storage.",
    );
    await expect(canvas.getByRole("button", { name: "Submit" })).toBeEnabled();
  },
};
