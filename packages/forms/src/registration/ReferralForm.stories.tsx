import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cardWidthFrame } from "./storyFrame";
import { ReferralForm } from "./ReferralForm";

const meta = {
  title: "Forms/Registration/ReferralForm",
  component: ReferralForm,
  args: { navigate: fn(), verify: fn(async (code: string) => code === "GOLDFRIEND") },
  decorators: [cardWidthFrame],
} satisfies Meta<typeof ReferralForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const EmptyIsInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Register for / }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This is not a valid referral code",
    );
    await expect(canvas.getByRole("button", { name: /^Register for / })).toBeDisabled();
    await expect(args.verify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { verify: fn((_code: string) => new Promise<boolean>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Referral code" }), "GOLDFRIEND");
    await userEvent.click(canvas.getByRole("button", { name: /^Register for / }));
    await expect(canvas.getByRole("button", { name: /^Register for / })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Referral code" }), "NOPE");
    await userEvent.click(canvas.getByRole("button", { name: /^Register for / }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This is not a valid referral code",
    );
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

export const TypingResetsInvalid: Story = {
  play: async (context) => {
    await Invalid.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Referral code" }), "X");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(canvas.getByRole("button", { name: /^Register for / })).toBeEnabled();
  },
};

export const PrefilledFromLink: Story = {
  args: { initialCode: "GOLDFRIEND" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Referral code" })).toHaveValue("GOLDFRIEND");
    await expect(await canvas.findByRole("status")).toHaveTextContent("Referral code confirmed");
    await expect(args.verify).toHaveBeenCalledWith("GOLDFRIEND");
  },
};

export const Redirecting: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Referral code" }), " GOLDFRIEND ");
    await userEvent.click(canvas.getByRole("button", { name: /^Register for / }));
    await expect(args.navigate).toHaveBeenCalledWith(
      expect.stringMatching(/signup=true&referral=GOLDFRIEND$/),
    );
    await expect(canvas.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
  },
};

export const VipBrand: Story = { globals: { brand: "vip" } };

export const Chinese: Story = { globals: { locale: "zh" } };
