import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { BackToTop } from "./BackToTop";

const meta = {
  title: "Documents/BackToTop",
  component: BackToTop,
  decorators: [
    (Story) => (
      <div style={{ height: 3000, padding: 24 }}>
        <p>Scroll down more than 600 px.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfter600px: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo(0, 0);
    await expect(canvas.queryByRole("button", { name: "Back to top" })).toBeNull();
    window.scrollTo(0, 900);
    const button = await canvas.findByRole("button", { name: "Back to top" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
