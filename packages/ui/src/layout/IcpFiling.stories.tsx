import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { IcpFiling, IcpFilingProvider } from "./IcpFiling";

const meta = {
  title: "Layout/IcpFiling",
  component: IcpFiling,
  decorators: [
    (Story) => (
      <IcpFilingProvider license="沪ICP备00000000号-1">
        <Story />
      </IcpFilingProvider>
    ),
  ],
} satisfies Meta<typeof IcpFiling>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The China host built with `VITE_CN_ICP_LICENSE`: the number, linked to the MIIT register. */
export const WithFilingNumber: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "沪ICP备00000000号-1" });
    await expect(link).toHaveAttribute("href", "https://beian.miit.gov.cn/");
  },
};

/** Any other build: nothing at all. */
export const WithoutFilingNumber: Story = {
  decorators: [
    (Story) => (
      <IcpFilingProvider license={undefined}>
        <Story />
      </IcpFilingProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
  },
};
