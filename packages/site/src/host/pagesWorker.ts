import type { HostManifest } from "./hostManifest";
import type { HostRuntime } from "./hostEnv";
import { createSiteHost } from "./siteHost";

/** What Cloudflare Pages gives its worker: the deployment's own files, and its settings. */
interface PagesEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** Where the host asks for prices and forwards `/api`, where not the build's API (a setting). */
  API_URL?: string;
  /** The token the API believes a forwarded visitor's address with (a secret of the deployment). */
  API_PROXY_TOKEN?: string;
}

/**
 * The host on Cloudflare Pages (advanced mode: the build bundles this into each app's
 * `dist/_worker.js`). Every request comes here; the files are the deployment's own assets, asked
 * for by the path the host resolved (a page by its folder, which Pages serves without a redirect),
 * and the HTML rewriter is the edge's own.
 */
export function pagesWorker(manifest: HostManifest) {
  // One per isolate: its API answers are kept while fresh, so the API sees one request per
  // interval from each isolate rather than one per visitor.
  let host: ReturnType<typeof createSiteHost> | undefined;
  return {
    fetch(request: Request, env: PagesEnv): Promise<Response> | Response {
      host ??= createSiteHost(manifest, {
        files: (path, asked) => env.ASSETS.fetch(new Request(new URL(path, asked.url), asked)),
        HTMLRewriter: (globalThis as unknown as { HTMLRewriter: HostRuntime["HTMLRewriter"] })
          .HTMLRewriter,
        fetch: (input, init) => fetch(input, init),
        apiUrl: env.API_URL,
        proxyToken: env.API_PROXY_TOKEN,
      });
      // The edge names the visitor's address in its own header, which no visitor can set.
      return host.fetch(request, {
        clientAddress: request.headers.get("CF-Connecting-IP") ?? undefined,
      });
    },
  };
}
