// Bundles the static host's worker into `dist/_worker.js`: one self-contained module, minified,
// built by the same Vite as the site, for the languages this build prerendered under a prefix.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const workerModule = fileURLToPath(new URL("./cloudflareWorker.mjs", import.meta.url));

/**
 * `scratch`: a folder the build removes afterwards, for the generated entry module.
 * @param {{ dist: string, scratch: string, prefixedLocales: readonly string[] }} options
 */
export async function bundleEdgeWorker({ dist, scratch, prefixedLocales }) {
  const entry = join(scratch, "edge-worker-entry.mjs");
  await writeFile(
    entry,
    `import { cloudflareWorker } from ${JSON.stringify(workerModule)};\n` +
      `export default cloudflareWorker(${JSON.stringify(prefixedLocales)});\n` +
      // gw-serve fills pages with spot prices with the very code the edge runs.
      `export { createEdgeSpotFiller } from ${JSON.stringify(workerModule)};\n`,
  );
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: false,
      minify: true,
      target: "es2022",
      lib: { entry, formats: ["es"], fileName: () => "_worker.js" },
    },
  });
}
