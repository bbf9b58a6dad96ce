import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { portOffset, workspaceRoot, type SiteAppName } from "@gw/workspace";
import { startHost } from "./hostWithApi";

const repoRoot = workspaceRoot(fileURLToPath(new URL(".", import.meta.url)));

/** A port no one listens on just now (taken and given back). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** Asks until the API is migrated and serving (or gives up), then warms its price service. */
async function whenReady(origin: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => (gone = true));
  const until = Date.now() + 60_000;
  for (;;) {
    if (gone) throw new Error("the local API stopped before it was ready");
    const status = await fetch(`${origin}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > until) throw new Error(`the local API was not ready in 60 s (${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Its first quote in hand before a host asks (the host waits 300 ms for an answer).
  await fetch(`${origin}/v1/prices/spot`);
}

/**
 * The real local API (apps/api's server, started as the suites start theirs) on a fresh database
 * and a port of its own, with `env` over its defaults (PRICE_DEVELOPMENT_LAG_SECONDS, ...), and
 * the app's production build on a host that asks it for prices and forwards the pages' `/api`
 * calls to it, so the host and the app see one price service.
 */
export async function hostWithLocalApi(app: SiteAppName, env: Record<string, string>) {
  const apiPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  // The host first, to learn its origin for the API's CORS (the API still answers direct calls).
  const host = await startHost(app, apiOrigin);
  const hostPort = new URL(host.origin).port;
  const dataDir = mkdtempSync(join(tmpdir(), "gw-e2e-api-"));
  const api = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: join(repoRoot, "apps/api"),
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(apiPort),
      API_DB: join(dataDir, "api.sqlite"),
      API_CORS_ORIGINS: `http://localhost:${hostPort},http://127.0.0.1:${hostPort}`,
      GW_PORT_OFFSET: String(portOffset()),
      OUTBOX_SENDER: "off",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = once(api, "exit");
  const stop = async () => {
    host.stop();
    if (api.exitCode === null) {
      api.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await whenReady(apiOrigin, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    /** The host's address: open the app's pages here. */
    origin: host.origin,
    api: apiOrigin,
    stop,
  };
}
