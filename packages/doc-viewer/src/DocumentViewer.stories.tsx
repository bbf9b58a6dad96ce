import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DocumentViewer } from "./DocumentViewer";
import { samplePage, sampleToc } from "./storyFixtures";

const meta = {
  title: "Documents/DocumentViewer",
  component: DocumentViewer,
  args: {
    title: "About Us",
    base: "/docs",
    pageId: "fees",
    section: null,
    hash: "",
    categories: sampleToc,
    page: samplePage,
  },
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvasElement.querySelector("article")!;
    await expect(within(article).getByRole("heading", { level: 1 })).toHaveTextContent("Fees");
    // The brand is filled in from the app's config; the script never made it into the page.
    await expect(article).toHaveTextContent(/Storage at Goldwattle( Private)? is free/);
    await expect(article.querySelector("script")).toBeNull();
    await expect(within(article).getByRole("link", { name: "storage" })).toHaveAttribute(
      "href",
      "/docs/fees/section/storage",
    );
    await expect(within(article).getByRole("link", { name: "FAQ" })).toHaveAttribute(
      "href",
      "/docs/most-common",
    );
    await expect(within(article).getByText("stray hash link")).not.toHaveAttribute("href");
    // Not embedded, a site page opens in the same tab like any link of the site.
    await expect(within(article).getByRole("link", { name: "live prices" })).not.toHaveAttribute(
      "target",
    );
    await expect(canvas.getByRole("link", { name: "Next About Us" })).toBeVisible();
  },
};

export const Embedded: Story = {
  args: { embedded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("banner")).toBeNull();
    // Only previous/next, and they stay embedded.
    await expect(canvas.getAllByRole("navigation")).toHaveLength(1);
    await expect(canvas.getByRole("link", { name: /^Next/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/\?embedded=true$/),
    );
    // So do links in the text to any document, the other section's too, in the same frame.
    const article = within(canvasElement.querySelector("article")!);
    for (const [name, href] of [
      ["storage", "/docs/fees/section/storage?embedded=true"],
      ["FAQ", "/docs/most-common?embedded=true"],
      ["Privacy Policy", "/legal/privacy-policy?embedded=true"],
    ]) {
      await expect(article.getByRole("link", { name })).toHaveAttribute("href", href);
      await expect(article.getByRole("link", { name })).not.toHaveAttribute("target");
    }
    // Another page of the site opens outside the embedding app, as the site itself.
    const sitePage = article.getByRole("link", { name: "live prices" });
    await expect(sitePage).toHaveAttribute("href", "/live-pricing");
    await expect(sitePage).toHaveAttribute("target", "_blank");
    await expect(sitePage).toHaveAttribute("rel", "noopener");
  },
};

export const LoadingAnotherPage: Story = {
  args: { loadingPageId: "overview" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading document...");
    await expect(canvasElement.querySelector("article")).toBeNull();
  },
};

export const WithoutTableOfContents: Story = {
  args: { categories: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("navigation", { name: "About Us" })).toBeNull();
    await expect(canvas.queryByRole("link", { name: /^Next/ })).toBeNull();
  },
};

export const EnglishFallbackInChinese: Story = {
  globals: { locale: "zh" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("article")).toHaveAttribute("lang", "en");
  },
};
