import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SiteHeader } from "./SiteHeader";

const meta = {
  title: "Layout/SiteHeader",
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("banner")).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  parameters: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Sign In")).toBeNull();
  },
};

export const WithoutLanguageSwitcher: Story = { args: { showLanguageSwitcher: false } };

export const OnAnotherHost: Story = { args: { siteOrigin: "https://goldwattle.com" } };

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: /menu|菜单/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  },
};

export const LandingPage: Story = {
  args: { showNav: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByRole("link", { name: /Sign In|登录/ })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /Language|语言/ })).toBeInTheDocument();
  },
};
