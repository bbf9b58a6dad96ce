import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { rejectedConsent } from "../consentPreferences";
import { ConsentPreferencesForm } from "./ConsentPreferencesForm";

const meta = {
  title: "Consent/PreferencesForm",
  component: ConsentPreferencesForm,
  args: { initial: rejectedConsent, onSave: fn(), onCancel: fn() },
  decorators: (Story) => (
    <div style={{ maxWidth: 560, padding: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ConsentPreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingOptionalChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const checkboxes = within(canvasElement).getAllByRole("checkbox");
    await expect(checkboxes.length).toBeGreaterThan(1);
    await userEvent.click(within(canvasElement).getAllByRole("button").at(-1)!);
    await expect(
      (args.onSave as ReturnType<typeof fn>).mock.calls.length +
        (args.onCancel as ReturnType<typeof fn>).mock.calls.length,
    ).toBe(1);
  },
};

export const Chinese: Story = { globals: { locale: "zh" } };
