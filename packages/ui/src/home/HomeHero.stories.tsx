import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HomeHero } from "./HomeHero";

const meta = { title: "Home/HomeHero", component: HomeHero } satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link");
    await expect(links[0]).toHaveAttribute("href", "/register");
  },
};

export const CustomCallToAction: Story = {
  args: { ctaHref: "/referral/GOLDFRIEND" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link")[0]).toHaveAttribute(
      "href",
      "/referral/GOLDFRIEND",
    );
  },
};
