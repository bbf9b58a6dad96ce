// Which of the client build's modules a page asks for before its app is live, read from the
// build's manifest (Vite's record of what each source became and what each chunk imports). On a
// slow link the app's own imports cost a round trip each, one after another: its language's
// catalogs once the entry runs, then its page's code once those are in. A page that names them
// all has them asked for with the entry (appStart), and one that shows a captcha form has the
// captcha's module and worker on their way before the visitor sends.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { captchaModule } from "@gw/forms/build";
import { workspaceRoot } from "@gw/workspace";

/** @typedef {import("vite").Manifest} Manifest */
/** @typedef {import("../src/prerender/prerenderContract.ts").AppModuleNeeds} AppModuleNeeds */

const replayModule = join(dirname(fileURLToPath(import.meta.url)), "../src/replay/replayEvents.ts");

/**
 * The modules of one client build, as the pages and head scripts name them (`/assets/…`).
 * @param {Manifest} manifest
 * @param {string} root the app's folder, which the manifest's keys are relative to
 */
export function clientModules(manifest, root) {
  const keyOf = (/** @type {string} */ file) => relative(root, file).split(sep).join("/");
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error("gw-build: the client build has no entry");
  /** What the entry brings itself (appStart's own), never named again by a page. */
  const withEntry = files([entryKey]);

  /**
   * Each key's chunk and the chunks it imports, in the order met.
   * @param {readonly string[]} keys
   */
  function files(keys) {
    /** @type {Set<string>} */
    const found = new Set();
    const follow = (/** @type {readonly string[]} */ next) => {
      for (const key of next) {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`gw-build: ${key} is not in the client build`);
        const file = `/${chunk.file}`;
        if (found.has(file)) continue;
        found.add(file);
        follow(chunk.imports ?? []);
      }
    };
    follow(keys);
    return found;
  }

  /** @param {readonly string[]} keys */
  const beyondEntry = (keys) => [...files(keys)].filter((file) => !withEntry.has(file));

  const routes = splitRouteKeys(manifest, root);
  const captchaKey = keyOf(captchaModule);
  const captcha = manifest[captchaKey];
  const workers = (captcha?.assets ?? []).filter((file) => file.endsWith(".js"));
  if (captcha && workers.length !== 1)
    throw new Error(`gw-build: the captcha's module has ${workers.length} workers, not one`);

  const [entry = "", ...entryImports] = withEntry;
  return {
    /** The app's entry module and what it imports, for appStart. */
    appStart: { entry, preloads: entryImports },
    /**
     * What one page's app loads before it is live, beyond the entry's.
     * @param {AppModuleNeeds} needs
     */
    page({ routeIds, sources, captcha: showsCaptcha }) {
      return beyondEntry([
        ...routeIds.flatMap((id) => routes.get(id) ?? []),
        ...sources.map((source) => keyOf(join(workspaceRoot(root), source))),
        ...(showsCaptcha ? [captchaKey] : []),
      ]);
    },
    /** What replaying an event done before the app arrived loads. */
    replay: beyondEntry([keyOf(replayModule)]),
    /** The captcha's worker script, when the build has a captcha form. */
    captchaWorker: workers[0] ? `/${workers[0]}` : null,
  };
}

/**
 * The chunks of each route's component the router plugin split off (`File.tsx?tsr-split=
 * component…`), by route id. A route file names its id in `createFileRoute("…")`, which the
 * router's generator keeps equal to the id in the route tree.
 * @param {Manifest} manifest
 * @param {string} root
 */
function splitRouteKeys(manifest, root) {
  /** @type {Map<string, string[]>} */
  const routes = new Map();
  for (const key of Object.keys(manifest)) {
    const [file = "", query = ""] = key.split("?");
    const groups = new URLSearchParams(query).get("tsr-split")?.split("---") ?? [];
    if (!groups.includes("component")) continue;
    const source = readFileSync(resolve(root, file), "utf8");
    const id = /createFileRoute\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(source)?.[1];
    if (!id) throw new Error(`gw-build: ${file} has no createFileRoute("…") naming its route`);
    routes.set(id, [...(routes.get(id) ?? []), key]);
  }
  return routes;
}
