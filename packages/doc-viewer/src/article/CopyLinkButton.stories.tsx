import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CopyLinkButton } from "./CopyLinkButton";

const writeText = fn(async (_text: string) => {});

const meta = {
  title: "Documents/HeadingLink",
  component: CopyLinkButton,
  args: { heading: "Transfers", url: () => "https://goldwattle.com/docs/fees/section/transfers" },
  beforeEach: () => {
    writeText.mockClear();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  },
  render: (args) => (
    <h2 id="transfers" style={{ padding: 24 }}>
      {args.heading}
      <CopyLinkButton {...args} />
    </h2>
  ),
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTheSectionAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "Copy link to Transfers" }));
    await expect(writeText).toHaveBeenCalledWith(
      "https://goldwattle.com/docs/fees/section/transfers",
    );
    await expect(await canvas.findByText("copied")).toBeVisible();
  },
};
