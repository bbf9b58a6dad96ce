import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";

const config: StorybookConfig = {
  // The site's components, and the API's e-mails as a mail client receives them; the docs pages
  // (MDX) beside them (docs/storybook.md).
  stories: [
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/api/src/**/*.mdx",
    "../apps/api/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    "@storybook/addon-a11y",
    // The docs pages' tables are GitHub-flavoured Markdown, as in docs/.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-vitest",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  // Each brand's logo, as its site serves it; stories name it by a relative address so a static
  // build works under any path (see preview.tsx).
  staticDirs: [
    { from: "../apps/main/public", to: "/brands/main" },
    { from: "../apps/vip/public", to: "/brands/vip" },
  ],
  // Our vite config brings the React plugin with the Lingui macro; Storybook then adds none.
  core: {
    disableTelemetry: true,
    builder: {
      name: "@storybook/builder-vite",
      options: { viteConfigPath: ".storybook/vite.config.ts" },
    },
  },
};

export default config;
