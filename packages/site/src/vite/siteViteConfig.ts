import { contentDataCheck, contentDir } from "@gw/content/build";
import { docContentPlugin } from "@gw/doc-viewer/build";
import { supportedLocales } from "@gw/i18n";
import { brandConfigProblems } from "@gw/ui/brand-check";
import type { BrandConfig } from "@gw/ui";
import { reactPlugins } from "@gw/vite-config";
import { localOrigin, portOf, type SiteAppName } from "@gw/workspace";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { API_PROXY_PREFIX, isPublicApiCall } from "@gw/api-client/public-calls";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { hostCheckParams } from "../hostCheck/allowedHostPatterns";
import { headShell } from "../prerender/documentShell";
import { routeTables, type HostRoutes } from "../routes/routeTables";

interface SiteViteOptions {
  /** Which app: its port comes from the workspace's ports table. */
  app: SiteAppName;
  brand: BrandConfig;
}

const sharedSmallModules =
  /[\\/]packages[\\/](ui[\\/]src[\\/](primitives[\\/](Button|ButtonLink)|brand[\\/]abnLookupUrl)|pricing[\\/]src[\\/](useHydrated|islandRoot)|api-client[\\/]src[\\/]pageAnswers[\\/]pageAnswers)\b/;

/** Which host family's route table each app serves: VIP is the main site with another brand. */
const hostRoutesOf: Record<SiteAppName, HostRoutes> = {
  main: "main",
  vip: "main",
  cny: "china",
  register: "register",
};

/**
 * The router plugin: writes the host's route tree from its table (`src/routes/<host>.gen.ts`,
 * committed, so type checks and tests need no build) and splits each route file's components into
 * a chunk of their own, fetched on the page's first visit.
 */
function hostRouter(hostRoutes: HostRoutes) {
  const src = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
  return tanstackRouter({
    target: "react",
    routesDirectory: src(""),
    virtualRouteConfig: routeTables[hostRoutes],
    generatedRouteTree: src(`routes/${hostRoutes}.gen.ts`),
    quoteStyle: "double",
    autoCodeSplitting: true,
    codeSplittingOptions: {
      // A page's pending view (the document viewer's frame) comes with the page, not in the
      // first load of every page.
      defaultBehavior: [
        ["component", "pendingComponent"],
        ["errorComponent"],
        ["notFoundComponent"],
      ],
    },
  });
}

/** Everything an app's build shares; the app adds only its name and brand. */
export function siteViteConfig({ app, brand }: SiteViteOptions) {
  const port = portOf(app);
  const apiUrl = process.env.VITE_API_URL ?? localOrigin("api");
  return defineConfig({
    plugins: [
      // Before the React plugin: it splits route files before JSX is compiled.
      hostRouter(hostRoutesOf[app]),
      ...reactPlugins(),
      devHeadPlugin(brand),
      // Markdown and YAML become JSON here, at build time: no parser ships to the browser.
      docContentPlugin({ contentDir, folders: ["docs", "legal"], locales: supportedLocales }),
      contentDataCheck(),
      brandCheck(brand),
    ],
    define: {
      "import.meta.env.VITE_API_URL": JSON.stringify(apiUrl),
      // The page and the app count "today" from the same day (the calculators' default start).
      "import.meta.env.VITE_BUILD_DATE": JSON.stringify(new Date().toISOString().slice(0, 10)),
      // Which build a render error report came from: the deployment's own id (a commit, say),
      // else the app and the day it was built.
      "import.meta.env.VITE_BUILD_ID": JSON.stringify(
        process.env.GW_BUILD_ID || `${app}-${new Date().toISOString().slice(0, 10)}`,
      ),
      // Which site the first-party counts name (contract.md "First-party counts").
      "import.meta.env.VITE_SITE_APP": JSON.stringify(app),
    },
    resolve: {
      alias: [
        // The router's store asks for the shim that backfills useSyncExternalStore for React
        // before 18; React 19 has it, so the plain version spares every page the backfill.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: "use-sync-external-store/with-selector",
        },
      ],
    },
    // Pages call their own origin's `/api` (as the host forwards it in production).
    server: { port, strictPort: true, proxy: apiProxy(apiUrl) },
    preview: { port, strictPort: true, allowedHosts: true, proxy: apiProxy(apiUrl) },
    build: {
      target: "es2022",
      // One stylesheet linked from every prerendered page: no unstyled flash while a lazily
      // loaded page's CSS would still be on its way.
      cssCodeSplit: false,
      // The build renders every page itself (bin/build.mjs): the entry is the app's module, and
      // the manifest names what the pages load.
      manifest: true,
      // Every browser the site supports preloads modules itself; the polyfill would ship to all.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: "src/entry-client.tsx",
        output: {
          codeSplitting: {
            groups: [
              // What every page runs first (what the entry imports statically: React, the
              // router, the query cache, Lingui, the shell) in one chunk, which compresses better
              // and costs fewer requests than the fragments the splitter makes of it for the pages
              // that share parts of it (it becomes the entry chunk itself). What only some pages
              // import (a form's hooks, the money formatter, the router's head rendering at the
              // first navigation) stays with them: rolldown's `$initial` tag reads the module
              // graph, so no rule names a library's internals or our files.
              { name: "framework", tags: ["$initial"] },
              // Tiny modules several pages share (the buttons, the ABN link, the islands' shared
              // parts): one chunk instead of four, each of which cost a request and imports.
              { name: "shared", test: sharedSmallModules },
            ],
          },
        },
      },
    },
    // Workspace packages ship TypeScript source, so the prerender bundle must compile them.
    ssr: { noExternal: [/^@gw\//] },
    // The captcha's worker is a module worker, so what it loads only now and then (key
    // derivation in JavaScript, for pages without Web Crypto) stays a chunk of its own.
    worker: { format: "es" },
  });
}

/**
 * Vite's forwarding of `/api/…` to the API at `apiUrl`, without the prefix: the same public calls
 * the host forwards, anything else 404, so a call missing from the allowlist fails in development.
 */
function apiProxy(apiUrl: string) {
  return {
    [`${API_PROXY_PREFIX}/`]: {
      target: apiUrl,
      changeOrigin: true,
      rewrite: (path: string) => path.slice(API_PROXY_PREFIX.length),
      bypass: (request: { method?: string; url?: string }) => {
        const path = new URL(request.url ?? "/", "http://dev").pathname;
        const call = path.slice(API_PROXY_PREFIX.length);
        return isPublicApiCall(request.method ?? "GET", call) ? undefined : false;
      },
    },
  };
}

/**
 * The development server's pages get the same head as prerendered ones (the host check, the
 * language move, brand colours, the event capture); `index.html` holds only the app's root.
 */
function devHeadPlugin(brand: BrandConfig): Plugin {
  let scripts: Promise<string[]> | undefined;
  return {
    name: "gw-dev-head",
    apply: "serve",
    async transformIndexHtml() {
      scripts ??= Promise.all([
        bundleHeadScript("hostCheck", hostCheckParams(brand, process.env.VITE_ALLOWED_HOSTS)),
        bundleHeadScript("languageMove", null),
        // No built replay chunk to ask for early: the dev server serves modules as asked.
        bundleHeadScript("eventCapture", { replayModules: [] }),
      ]);
      const [hostCheck = "", languageMove = "", eventCapture = ""] = await scripts;
      return headShell(brand, { hostCheck, languageMove, eventCapture }).map((tag) => ({
        ...tag,
        injectTo: "head-prepend" as const,
      }));
    },
  };
}

/** Stops a build or dev server whose brand config is wrong (unreadable colours, malformed facts). */
function brandCheck(brand: BrandConfig): Plugin {
  return {
    name: "gw-brand-check",
    buildStart() {
      const problems = brandConfigProblems(brand);
      if (problems.length > 0)
        throw new Error(`The ${brand.name} brand config is invalid:\n  ${problems.join("\n  ")}`);
    },
  };
}
