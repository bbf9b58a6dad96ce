import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleToc } from "../storyFixtures";
import { DocSidebar } from "./DocSidebar";
import { StoryDocumentRoute } from "./storyDocumentRoute";

const meta = {
  title: "Documents/DocSidebar",
  component: DocSidebar,
  args: { title: "About Us", categories: sampleToc, currentPage: "fees" },
  decorators: [
    (Story) => (
      <StoryDocumentRoute>
        <div style={{ maxWidth: 280, padding: 24 }}>{Story()}</div>
      </StoryDocumentRoute>
    ),
  ],
} satisfies Meta<typeof DocSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentPageMarked: Story = {
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", { name: "About Us" });
    await expect(within(nav).getByRole("link", { name: "Fees" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "About Us" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/docs/overview",
    );
  },
};
