// The host a build bundled (`dist/_worker.js`, the file the static host's edge runs), given what
// it runs on under Node: the build's folder as its files, the HTML rewriter's WebAssembly build,
// and a codec for the pages it rewrites (at the edge, the CDN compresses them).
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { HOST_BUNDLE } from "../deploy/hostBundleName.mjs";
import { compressPage } from "./compressPage.mjs";
import { nodeFiles } from "./nodeFiles.mjs";
import { WasmHTMLRewriter } from "./wasmHtmlRewriter.mjs";

/** @typedef {import("../../src/host/hostEnv.ts").HostBindings} HostBindings */

/**
 * @param {string} dir the build's folder
 * @param {{ apiUrl?: string, proxyToken?: string, fetch?: typeof fetch }} [options] where the
 *   host asks for prices and forwards `/api` (the build's API unless given), the token it sends
 *   with forwarded calls (`API_PROXY_TOKEN` unless given), and how it asks
 * @returns {Promise<{ fetch(request: Request, bindings?: HostBindings): Response | Promise<Response> }>}
 */
export async function nodeHost(
  dir,
  { apiUrl, proxyToken = process.env.API_PROXY_TOKEN, fetch: fetchAnswer = fetch } = {},
) {
  const bundle = join(resolve(dir), HOST_BUNDLE);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build the app first (gw-build)`);
  /** @type {{ siteHost: (runtime: import("../../src/host/hostEnv.ts").HostRuntime) => { fetch(request: Request, bindings?: HostBindings): Response | Promise<Response> } }} */
  const { siteHost } = await import(pathToFileURL(bundle).href);
  return siteHost({
    files: nodeFiles(dir),
    HTMLRewriter: WasmHTMLRewriter,
    compress: compressPage,
    fetch: (input, init) => fetchAnswer(input, init),
    apiUrl,
    proxyToken: proxyToken || undefined,
  });
}
