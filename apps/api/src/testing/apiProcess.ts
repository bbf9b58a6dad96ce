import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { DatabaseLocation } from "../database/openDatabase";

const apiFolder = fileURLToPath(new URL("../..", import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  pid: number;
  /** SIGKILL: no shutdown, no cleanup, as a crash or an OOM kill. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

/** `src/server.ts` as its own process on `location`, as `pnpm start` or a deployment runs it. */
export async function startApiProcess(
  location: DatabaseLocation,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DB: location.path,
      API_DATABASE_URL: location.url ?? "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("API on") && resolve());
    child.once("exit", (code) => reject(new Error(`API process exited early (${code})`)));
  });
  const exited = once(child, "exit");
  return {
    child,
    pid: child.pid!,
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
