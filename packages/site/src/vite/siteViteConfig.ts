import { contentDataCheck, contentDir } from "@gw/content/build";
import { docContentPlugin } from "@gw/doc-viewer/build";
import { supportedLocales } from "@gw/i18n";
import { brandConfigProblems } from "@gw/ui/brand-check";
import type { BrandConfig } from "@gw/ui";
import { reactPlugins } from "@gw/vite-config";
import { localOrigin, portOf, type SiteAppName } from "@gw/workspace";
import { defineConfig, type Plugin } from "vite";
import { API_PROXY_PREFIX, isPublicApiCall } from "@gw/api-client/public-calls";
import { bundleHeadScript } from "../../bin/bundleHeadScripts.mjs";
import { hostCheckParams } from "../hostCheck/allowedHostPatterns";
import { headShell } from "../prerender/documentShell";

interface SiteViteOptions {
  /** Which app: its port comes from the workspace's ports table. */
  app: SiteAppName;
  brand: BrandConfig;
}

// Every page needs React, the router, the query cache and Lingui with our setup of it
// (@gw/i18n): one chunk for them compresses better and costs fewer requests than the handful of
// shared fragments the splitter makes.
const frameworkModules =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+|@lingui[\\/][^\\/]+)|packages[\\/]i18n[\\/]src)[\\/]/;

// ...except the observers (and their helpers) only pages with forms or live data use: in the
// framework chunk every page would load them (the home page 0.9 kB, which its budget cannot
// spare); outside it, they load with the pages that need them.
const pageOnlyQueryModules = [
  "mutationObserver",
  "useMutation",
  "queryObserver",
  "useBaseQuery",
  "useQuery",
  "useSuspenseQuery",
  "IsRestoringProvider",
  "QueryErrorResetBoundary",
  "errorBoundaryUtils",
  "suspense",
];
// ...and the money formatter, which only pages that format prices use (the home page's strip keeps
// the figures the host wrote).
const moneyFormatter = /[\\/]packages[\\/]i18n[\\/]src[\\/]formatMoney\.ts$/;
// The router's head rendering, which the app loads only at the first client navigation
// (PageHeadAfterNavigation): the prerendered head serves the first page.
const routerHeadModules = ["HeadContent", "headContentUtils", "Asset", "ScriptOnce"];
const pageOnlyFrameworkModules = new RegExp(
  `[\\\\/]@tanstack[\\\\/]((query-core|react-query)[\\\\/].*[\\\\/](${pageOnlyQueryModules.join("|")})|react-router[\\\\/].*[\\\\/](${routerHeadModules.join("|")}))\\.js$`,
);

const sharedSmallModules =
  /[\\/]packages[\\/](ui[\\/]src[\\/](primitives[\\/](Button|ButtonLink)|brand[\\/]abnLookupUrl)|pricing[\\/]src[\\/](spot[\\/]useHydrated|islands[\\/]islandNames)|api-client[\\/]src[\\/]prices[\\/]pageSpotAnswer)\b/;

/** Everything an app's build shares; the app adds only its name and brand. */
export function siteViteConfig({ app, brand }: SiteViteOptions) {
  const port = portOf(app);
  const apiUrl = process.env.VITE_API_URL ?? localOrigin("api");
  return defineConfig({
    plugins: [
      ...reactPlugins(),
      devHeadPlugin(brand),
      // Markdown and YAML become JSON here, at build time: no parser ships to the browser.
      docContentPlugin({ contentDir, folders: ["docs", "legal"], locales: supportedLocales }),
      contentDataCheck(),
      brandCheck(brand),
    ],
    define: { "import.meta.env.VITE_API_URL": JSON.stringify(apiUrl) },
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
              {
                name: "framework",
                test: (id) =>
                  frameworkModules.test(id) &&
                  !pageOnlyFrameworkModules.test(id) &&
                  !moneyFormatter.test(id),
              },
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
        bundleHeadScript("eventCapture", null),
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
