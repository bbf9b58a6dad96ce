import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

// One catalog per package: each package owns its strings, so work on one package never
// touches another's translations. Apps load the shell's catalogs at start and each page's
// packages' catalogs with that page (packages/site/src/app/siteCatalogs.ts). The site package
// has two: its pages' titles for every page's <head>, and its pages' own text, which only those
// pages load (the home page, drawn by @gw/ui, needs none of it).
const packages = ["ui", "forms", "doc-viewer", "consent", "pricing"];
const testsAndStories = ["**/*.test.*", "**/*.stories.*"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh"],
  fallbackLocales: { default: "en" },
  // No line numbers: moving code must not churn the catalogs (or bust the build cache).
  format: formatter({ lineNumbers: false }),
  catalogs: [
    ...packages.map((name) => ({
      path: `<rootDir>/packages/${name}/src/locales/{locale}`,
      include: [`<rootDir>/packages/${name}/src`],
      exclude: testsAndStories,
    })),
    // A page's route file (`XRoute.tsx`) says its title and description, which every page's head
    // may need after a navigation: the shell's catalog. Its own words are in its view components.
    {
      path: "<rootDir>/packages/site/src/locales/{locale}",
      include: ["<rootDir>/packages/site/src"],
      exclude: [...testsAndStories, "**/pages/**/!(*Route).tsx"],
    },
    {
      path: "<rootDir>/packages/site/src/pages/locales/{locale}",
      include: ["<rootDir>/packages/site/src/pages/**/*.tsx"],
      exclude: [...testsAndStories, "**/*Route.tsx"],
    },
    // The API's e-mails and the pages their links open, written as i18n._("English text") so
    // Node runs them without a build (apps/api/src/mail/mailI18n.ts reads the catalogs).
    {
      path: "<rootDir>/apps/api/src/locales/{locale}",
      include: ["<rootDir>/apps/api/src"],
      exclude: testsAndStories,
    },
  ],
});
