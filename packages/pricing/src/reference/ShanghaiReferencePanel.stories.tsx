import { exampleCnySpotPrices, exampleReferencePrice } from "@gw/api-client/testing/prices";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ShanghaiReferencePanel } from "./ShanghaiReferencePanel";

/** Every state of the Shanghai reference, as the host renders it and the app hydrates it. */
const meta = {
  title: "Pricing/ShanghaiReferencePanel",
  component: ShanghaiReferencePanel,
  args: { reference: exampleReferencePrice, spot: exampleCnySpotPrices },
  decorators: (Story) => (
    <div className="gw-container" style={{ paddingBlock: 24 }}>
      <Story />
    </div>
  ),
} satisfies Meta<typeof ShanghaiReferencePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const market = {
  reference: { ...exampleReferencePrice, source: "sge.com.cn" },
  spot: { ...exampleCnySpotPrices, source: "goldapi.io" },
};

export const Market: Story = {
  args: market,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", {
      name: "Shanghai Gold Exchange reference",
    });
    const table = within(region).getByRole("table", { name: "Gold per gram (g), in Chinese yuan" });
    await expect(within(table).getByRole("row", { name: /SGE Au99.99/ })).toHaveTextContent(
      "786.40",
    );
    await expect(within(table).getByRole("row", { name: /Our buy price/ })).toHaveTextContent(
      "782.06",
    );
    await expect(within(table).getByRole("row", { name: /Difference/ })).toHaveTextContent(
      "-0.55%",
    );
    await expect(region).toHaveTextContent("24 Nov 2026, 2:15 pm");
    await expect(region).toHaveTextContent("Source: sge.com.cn");
    await expect(region).toHaveTextContent("It is not our price");
    await expect(within(region).queryByText("Demonstration prices")).toBeNull();
  },
};

export const Demonstration: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Demonstration prices")).toBeVisible();
  },
};

export const Delayed: Story = {
  args: { ...market, reference: { ...market.reference, stale: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Delayed")).toBeVisible();
  },
};

export const Unavailable: Story = {
  args: { reference: undefined, unavailable: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The Shanghai reference price is unavailable just now."),
    ).toBeVisible();
  },
};

export const WithoutOurPrice: Story = {
  args: { ...market, spot: undefined },
};

export const Loading: Story = {
  args: { reference: undefined, spot: undefined },
};

export const Chinese: Story = {
  args: market,
  globals: { locale: "zh" },
};

export const ChineseDelayed: Story = {
  args: { ...market, reference: { ...market.reference, stale: true } },
  globals: { locale: "zh" },
};
