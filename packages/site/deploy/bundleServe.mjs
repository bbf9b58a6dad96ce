#!/usr/bin/env node
// Bundles gw-serve (bin/serve.mjs) into one module for the site host's image, so the image holds
// the adapter and the one package it cannot bundle (html-rewriter-wasm loads its WebAssembly file
// from beside itself) instead of @gw/site's build dependencies (Vite, TypeScript, …: 261 MB).
//   node packages/site/deploy/bundleServe.mjs <out dir>   -> <out>/serve.mjs, <out>/node_modules
import { cpSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const out = resolve(process.argv[2] ?? "serve-bundle");
const site = fileURLToPath(new URL("..", import.meta.url));
const unbundled = ["html-rewriter-wasm"];

await build({
  configFile: false,
  logLevel: "warn",
  root: site,
  ssr: { noExternal: true, external: unbundled, target: "node" },
  build: {
    ssr: "bin/serve.mjs",
    outDir: out,
    emptyOutDir: true,
    minify: false,
    target: "node24",
    rollupOptions: {
      external: unbundled,
      output: { entryFileNames: "serve.mjs", codeSplitting: false },
    },
  },
});

const require = createRequire(join(site, "package.json"));
for (const name of unbundled) {
  const packageDir = dirname(realpathSync(require.resolve(`${name}/package.json`)));
  cpSync(packageDir, join(out, "node_modules", name), { recursive: true, dereference: true });
}
console.log(`gw-serve bundled into ${out}`);
