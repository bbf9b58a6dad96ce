import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PartBoundary } from "./PartBoundary";
import { RenderErrorReportProvider } from "./renderErrorReport";

/** Whether the part below fails when it renders (a story sets it, its play function clears it). */
const part = { failing: false };

function Calculator() {
  if (part.failing) throw new TypeError("Cannot read properties of undefined (reading 'date')");
  return <p>The calculator, drawn.</p>;
}

const report = fn();

const meta = {
  title: "UI/Errors/PartBoundary",
  component: PartBoundary,
  args: { part: "calculators.regularBuying", label: "Regular buying", children: <Calculator /> },
  decorators: (Story) => (
    <RenderErrorReportProvider report={report}>
      <div className="gw-container" style={{ paddingBlock: 24 }}>
        <Story />
      </div>
    </RenderErrorReportProvider>
  ),
  beforeEach: () => {
    report.mockClear();
  },
} satisfies Meta<typeof PartBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part that renders: the boundary adds nothing. */
export const PartShown: Story = {
  beforeEach: () => {
    part.failing = false;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("The calculator, drawn.")).toBeVisible();
    await expect(report).not.toHaveBeenCalled();
  },
};

/** A part that fails: said in its place, reported by name, and drawn again on request. */
export const PartFailed: Story = {
  beforeEach: () => {
    part.failing = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In place of the part, under its name.
    await expect(
      within(canvas.getByRole("region", { name: "Regular buying" })).getByRole("alert"),
    ).toHaveTextContent("This part of the page could not be shown.");
    await expect(report).toHaveBeenCalledWith(expect.any(TypeError), "calculators.regularBuying");
    part.failing = false;
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(canvas.getByText("The calculator, drawn.")).toBeVisible();
  },
};

export const PartFailedInChinese: Story = {
  globals: { locale: "zh" },
  beforeEach: () => {
    part.failing = true;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "此部分页面无法显示。",
    );
  },
};
