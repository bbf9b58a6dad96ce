import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { DataTableDisclosure } from "./DataTableDisclosure";

const meta = {
  title: "Pricing/Calculators/DataTableDisclosure",
  component: DataTableDisclosure,
  args: {
    caption: "Gold/silver ratio, 1M",
    head: (
      <>
        <th scope="col">Date</th>
        <th scope="col">Ratio</th>
      </>
    ),
    rows: () => (
      <tr>
        <td>23 Nov 2026</td>
        <td>87.0</td>
      </tr>
    ),
  },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof DataTableDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: no table is written until the visitor opens it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await userEvent.click(canvas.getByText("Show data table"));
    await expect(canvas.getByRole("table", { name: "Gold/silver ratio, 1M" })).toBeVisible();
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
