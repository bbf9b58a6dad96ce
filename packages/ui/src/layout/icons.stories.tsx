import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import * as icons from "./icons";

/** Every icon, named as it is exported; each is decorative (aria-hidden). */
function IconSheet() {
  return (
    <ul
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
        gap: 16,
        padding: 24,
        listStyle: "none",
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} style={{ display: "flex", alignItems: "center", gap: 8 }}>
          <Icon />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: "Foundations/Icons",
  component: IconSheet,
} satisfies Meta<typeof IconSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll("svg");
    await expect(svgs.length).toBe(Object.keys(icons).length);
    for (const svg of svgs) await expect(svg).toHaveAttribute("aria-hidden", "true");
  },
};
