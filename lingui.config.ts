import { defineConfig } from "@lingui/cli";

// One catalog per package: each package owns its strings, so work on one package never
// touches another's translations. Apps load all of them at start (see @gw/i18n loadCatalogs).
const packages = ["ui", "forms", "doc-viewer", "consent", "pricing", "site"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh"],
  fallbackLocales: { default: "en" },
  format: "po",
  catalogs: packages.map((name) => ({
    path: `<rootDir>/packages/${name}/src/locales/{locale}`,
    include: [`<rootDir>/packages/${name}/src`],
    exclude: ["**/*.test.*", "**/*.stories.*"],
  })),
});
