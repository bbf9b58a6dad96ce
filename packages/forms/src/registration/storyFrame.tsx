import type { Decorator } from "@storybook/react-vite";

/** Shows a registration card at the width it has on the page. */
export const cardWidthFrame: Decorator = (Story) => (
  <div style={{ maxWidth: 480, padding: 24 }}>
    <Story />
  </div>
);
