import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ScriptNeededNotice } from "./ScriptNeededNotice";
import { SCRIPT_NEEDED_ATTRIBUTE } from "./scriptNeeded";

const meta = {
  title: "Primitives/ScriptNeededNotice",
  component: ScriptNeededNotice,
} satisfies Meta<typeof ScriptNeededNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a visitor sees it once a submit could not be sent (the page reveals it). */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const notice = canvasElement.querySelector(`[${SCRIPT_NEEDED_ATTRIBUTE}]`)!;
    notice.removeAttribute("hidden");
    await expect(notice).toBeVisible();
  },
};
