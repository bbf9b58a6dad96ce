import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageUnavailable } from "./PageUnavailable";

const meta = {
  title: "UI/Errors/PageUnavailable",
  component: PageUnavailable,
  args: { onRetry: fn() },
} satisfies Meta<typeof PageUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that failed to load or render: header, footer and language stay. */
export const PageFailed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole("heading", { level: 1, name: "This page could not be shown" }),
    ).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PageFailedInChinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "此页面无法显示" }),
    ).toBeVisible();
  },
};

export const PageFailedOnAPhone: Story = { globals: { viewport: { value: "phone" } } };
