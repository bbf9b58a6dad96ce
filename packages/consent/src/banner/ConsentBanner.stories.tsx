import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { CONSENT_STORAGE_KEY } from "../store/consentStorage";
import { reopenConsent, resetConsentStore } from "../store/consentStore";
import { ConsentBanner } from "./ConsentBanner";

/** Every story starts as a first visit: no choice stored. */
function firstVisit() {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  resetConsentStore();
}

const meta = {
  title: "Consent/ConsentBanner",
  component: ConsentBanner,
  beforeEach: () => {
    firstVisit();
    return firstVisit;
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = () => localStorage.getItem(CONSENT_STORAGE_KEY);

/** A first visit: the notice with its three choices. */
export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("region", { name: "Cookie consent" });
    await expect(within(banner).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/legal/cookie-policy",
    );
    await expect(within(banner).getByRole("button", { name: "Reject all" })).toBeVisible();
    await expect(within(banner).getByRole("button", { name: "Manage preferences" })).toBeVisible();
    await userEvent.click(within(banner).getByRole("button", { name: "Accept all" }));
    await expect(stored()).toBe('{"v":1,"analytics":true,"advertising":true}');
    await expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};

/** "Manage preferences": necessary fixed on, the rest off until chosen. */
export const PreferencesOpen: Story = {
  beforeEach: () => reopenConsent(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole("heading", { name: "Cookie preferences" });
    await waitFor(() => expect(heading).toHaveFocus());
    const necessary = canvas.getByRole("checkbox", { name: "Necessary" });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Advertising" })).not.toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Analytics" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save preferences" }));
    await expect(stored()).toBe('{"v":1,"analytics":true,"advertising":false}');
  },
};

export const Chinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("region", { name: "Cookie 同意" });
    await expect(within(banner).getByRole("link", { name: "Cookie 政策" })).toBeVisible();
    for (const name of ["全部接受", "全部拒绝", "管理偏好设置"])
      await expect(within(banner).getByRole("button", { name })).toBeVisible();
  },
};

export const ChinesePreferencesOpen: Story = {
  globals: { locale: "zh" },
  beforeEach: () => reopenConsent(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Cookie 偏好设置" })).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "必要" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "分析" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "广告" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "保存偏好设置" })).toBeVisible();
  },
};
