import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DocPaginator } from "./DocPaginator";
import { StoryDocumentRoute } from "./storyDocumentRoute";

const meta = {
  title: "Documents/DocPaginator",
  component: DocPaginator,
  args: {
    previous: { id: "most-common", label: "Frequently Asked Questions" },
    next: { id: "overview", label: "About Us" },
  },
  decorators: [
    (Story) => (
      <StoryDocumentRoute>
        <div style={{ maxWidth: 720, padding: 24 }}>{Story()}</div>
      </StoryDocumentRoute>
    ),
  ],
} satisfies Meta<typeof DocPaginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreviousAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("link", { name: "Previous Frequently Asked Questions" }),
    ).toHaveAttribute("href", "/docs/most-common");
    await expect(canvas.getByRole("link", { name: "Next About Us" })).toHaveAttribute(
      "href",
      "/docs/overview",
    );
  },
};

export const FirstPage: Story = {
  args: { previous: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("link", { name: "Next About Us" });
    await expect(canvas.queryByRole("link", { name: /^Previous/ })).toBeNull();
  },
};
