import type { Element } from "hast";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { DocumentContext } from "./DocumentContext";
import { SectionHeading } from "./SectionHeading";

const writeText = fn(async (_text: string) => {});

// The heading as the compiled document hands it over.
const transfers: Element = {
  type: "element",
  tagName: "h2",
  properties: { id: "transfers" },
  children: [{ type: "text", value: "Transfers" }],
};

const meta = {
  title: "Documents/HeadingLink",
  component: SectionHeading,
  args: { id: "transfers", node: transfers, children: "Transfers" },
  beforeEach: () => {
    writeText.mockClear();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  },
  // The copy button sits inside the heading, its live region beside it.
  decorators: (Story) => (
    <div style={{ padding: 24 }}>
      <DocumentContext value={{ base: "/docs", pageId: "fees", embedded: false }}>
        <Story />
      </DocumentContext>
    </div>
  ),
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTheSectionAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "Copy link to Transfers" }));
    await expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/docs/fees/section/transfers`,
    );
    await expect(await canvas.findByText("copied")).toBeVisible();
    // The confirmation sits beside the heading, so the heading's name never changes.
    await expect(canvas.getByRole("heading")).not.toHaveTextContent("copied");
  },
};
