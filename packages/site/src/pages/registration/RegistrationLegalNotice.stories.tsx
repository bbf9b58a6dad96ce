import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegistrationLegalNotice } from "./RegistrationLegalNotice";

const meta = {
  title: "Pages/Registration/LegalNotice",
  component: RegistrationLegalNotice,
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof RegistrationLegalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link").length).toBeGreaterThan(0);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
