#!/usr/bin/env node
// `pnpm --filter api build`: the server as plain JavaScript for `node` (dist/server.js, with its
// source map), so production starts without compiling TypeScript. The workspace's own packages
// (TypeScript sources, devDependencies for that reason) are compiled in; the npm packages in
// `dependencies` stay imports of node_modules (better-sqlite3 is native, pino starts its workers
// by file name), which `pnpm deploy --prod` installs. What it reads at run time goes beside it:
// the e-mails' `.po` catalogs (dist/locales) and the archived consent wordings (dist/consent).
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const folder = new URL(".", import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL("package.json", folder), "utf8"));
const fromNpm = Object.keys(dependencies);

rmSync(new URL("dist", folder), { recursive: true, force: true });
await build({
  absWorkingDir: new URL(".", folder).pathname,
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: fromNpm.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
cpSync(new URL("src/locales", folder), new URL("dist/locales", folder), {
  recursive: true,
  filter: (path) => !path.endsWith(".ts"),
});
cpSync(new URL("../../content/consent", folder), new URL("dist/consent", folder), {
  recursive: true,
});
