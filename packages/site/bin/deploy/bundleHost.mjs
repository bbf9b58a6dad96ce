// Bundles the host (src/host) into `dist/_worker.js` for one build: the static host's edge runs
// it (Cloudflare Pages, advanced mode) and gw-serve runs the very same file on Node. Built with
// the app's own Vite config, so the islands it renders are the app's components to the class
// name; one self-contained module for a worker runtime, with the build's manifest in it.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactPlugins } from "@gw/vite-config";
import { build } from "vite";
import { HOST_BUNDLE } from "./hostBundleName.mjs";

const hostModule = fileURLToPath(new URL("../../src/host/index.ts", import.meta.url));

export { HOST_BUNDLE } from "./hostBundleName.mjs";

/**
 * `scratch`: a folder the build removes afterwards, for the generated entry module. `ownConfig`
 * false builds without the app's Vite config (the React plugins alone), as gw-serve's tests do.
 * @param {{ root: string, dist: string, scratch: string, manifest: import("../../src/host/hostManifest.ts").HostManifest, ownConfig?: boolean }} options
 */
export async function bundleHost({ root, dist, scratch, manifest, ownConfig = true }) {
  const entry = join(scratch, "host-entry.mjs");
  await writeFile(
    entry,
    `import { createSiteHost, pagesWorker } from ${JSON.stringify(hostModule)};\n` +
      `const manifest = ${JSON.stringify(manifest)};\n` +
      `export default pagesWorker(manifest);\n` +
      // gw-serve runs the same host on Node, giving it Node's files and HTML rewriter.
      `export const siteHost = (runtime) => createSiteHost(manifest, runtime);\n`,
  );
  await build({
    root,
    ...(ownConfig ? { configLoader: "runner" } : { configFile: false, plugins: reactPlugins() }),
    logLevel: "warn",
    publicDir: false,
    ssr: {
      target: "webworker",
      noExternal: true,
      resolve: { conditions: ["workerd", "worker", "browser"] },
    },
    build: {
      ssr: entry,
      outDir: dist,
      emptyOutDir: false,
      manifest: false,
      minify: true,
      target: "es2022",
      copyPublicDir: false,
      rolldownOptions: {
        input: entry,
        output: { entryFileNames: HOST_BUNDLE, codeSplitting: false },
      },
    },
  });
}
