import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CookieSettingsProvider } from "./CookieSettings";
import { SiteFooter } from "./SiteFooter";

const meta = { title: "Layout/SiteFooter", component: SiteFooter } satisfies Meta<
  typeof SiteFooter
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveTextContent(/ABN \d{2} \d{3} \d{3} \d{3}/);
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    await expect(within(footer).queryByRole("button", { name: "Cookie settings" })).toBeNull();
  },
};

const openCookieSettings = fn();

/** With a consent banner wired in, the footer offers to reopen its preferences. */
export const WithCookieSettings: Story = {
  decorators: [
    (Story) => (
      <CookieSettingsProvider open={openCookieSettings}>
        <Story />
      </CookieSettingsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await userEvent.click(within(footer).getByRole("button", { name: "Cookie settings" }));
    await expect(openCookieSettings).toHaveBeenCalledOnce();
  },
};
