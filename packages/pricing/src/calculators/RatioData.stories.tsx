import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { RatioData } from "./RatioData";

const points = [
  { date: "2026-11-17", close: 84.2 },
  { date: "2026-11-18", close: 85.05 },
  { date: "2026-11-19", close: 86.4 },
  { date: "2026-11-20", close: 85.9 },
  { date: "2026-11-23", close: 86.97 },
];

const meta = {
  title: "Pricing/Calculators/RatioData",
  component: RatioData,
  args: { points, range: "1M", rangeName: "1M" },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof RatioData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Show data table"));
    await expect(canvas.getAllByRole("row")[1]).toHaveTextContent("23 Nov 202687.0");
  },
};

export const NoCloses: Story = { args: { points: [] } };

export const Chinese: Story = { globals: { locale: "zh" } };
