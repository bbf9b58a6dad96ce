import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ToggleGroup } from "./ToggleGroup";

const metals = ["Gold", "Silver"] as const;

/** The group keeps its own choice here, as the live chart does. */
function MetalToggle() {
  const [metal, setMetal] = useState<(typeof metals)[number]>("Gold");
  return (
    <div style={{ padding: 24 }}>
      <ToggleGroup
        label="Metal"
        options={metals}
        selected={metal}
        onSelect={setMetal}
        optionKey={(option) => option}
        optionLabel={(option) => option}
      />
    </div>
  );
}

const meta = {
  title: "Pricing/ToggleGroup",
  component: MetalToggle,
} satisfies Meta<typeof MetalToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExactlyOnePressed: Story = {
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole("group", { name: "Metal" }));
    await expect(group.getByRole("button", { name: "Gold" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(group.getByRole("button", { name: "Silver" }));
    await expect(group.getByRole("button", { name: "Silver" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(group.getByRole("button", { name: "Gold" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  },
};
