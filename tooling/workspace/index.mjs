// Facts about this checkout that dev, start, e2e, the bench scripts and the API's CORS all read:
// the one ports table, and where the workspace root is. Plain JavaScript so plain `node` scripts
// can import it as well as TypeScript configs.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** Every local server's base port; GW_PORT_OFFSET moves them all together. */
export const basePorts = Object.freeze({
  main: 4173,
  vip: 4174,
  cny: 4175,
  register: 4176,
  api: 8787,
  storybook: 6006,
  // The development mail catcher: its page of received mail, and the SMTP port the API sends to.
  mailCatcher: 1080,
  mailSmtp: 1025,
});

/** The site apps, in the order `pnpm start` lists them. */
export const siteApps = Object.freeze(["main", "vip", "cny", "register"]);

/** GW_PORT_OFFSET as a number (0 when unset), so two checkouts can run side by side. */
export function portOffset(env = process.env) {
  const offset = Number(env.GW_PORT_OFFSET ?? 0);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
}

/**
 * A server's port on this checkout.
 * @param {import("./index.d.mts").LocalServer} server
 */
export function portOf(server, env = process.env) {
  return basePorts[server] + portOffset(env);
}

/**
 * A server's local origin on this checkout.
 * @param {import("./index.d.mts").LocalServer} server
 */
export function localOrigin(server, env = process.env) {
  return `http://localhost:${portOf(server, env)}`;
}

/** The directory holding pnpm-workspace.yaml, found from `from` upwards. */
export function workspaceRoot(from = process.cwd()) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
  }
}
