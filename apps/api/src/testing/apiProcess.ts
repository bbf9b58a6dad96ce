import { spawn } from "node:child_process";
import { once } from "node:events";
import { connect, createServer, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import type { TestApi } from "./testApi";

const apiFolder = fileURLToPath(new URL("../..", import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

/**
 * The real server process (`src/server.ts`) on a test API's database, for what only the process
 * does: its HTTP server's timeouts, its shutdown, its start-up migrations.
 */
export async function startApiProcess(
  api: Pick<TestApi, "location">,
  env: NodeJS.ProcessEnv = {},
  /** What in its log means started: "API on" (migrated, serving) or "Listening on" (probes only). */
  startedWhen: "API on" | "Listening on" = "API on",
) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiFolder,
    env: {
      ...process.env,
      PORT: String(port),
      API_DB: api.location.path,
      API_DATABASE_URL: api.location.url ?? "",
      ...env,
      // Its log is read ("API on" says it is ready), whatever level the test run or test asks.
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  await new Promise<void>((resolve, reject) => {
    const started = () => output.includes(startedWhen) && resolve();
    child.stdout.on("data", started);
    void exited.then(() => reject(new Error(`The API exited before it started:\n${output}`)));
  });
  return {
    port,
    child,
    exited,
    output: () => output,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Stops it if a test did not (a failed one), so no server outlives the suite. */
    kill: () => child.exitCode === null && child.signalCode === null && child.kill("SIGKILL"),
  };
}

/** One raw connection to a port: what was sent stays exactly as written, nothing is tidied. */
export function rawConnection(port: number, host = "127.0.0.1") {
  const socket: Socket = connect(port, host);
  const openedAt = Date.now();
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  // A server closing on data it did not read resets the connection: that is a close too.
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => Date.now() - openedAt);
  return {
    send: (text: string) => socket.write(text),
    received: () => received,
    /** Milliseconds from opening until the server closed the connection. */
    closed,
    isOpen: () => !socket.destroyed && !socket.readableEnded,
    /** Resolves once the received text matches. */
    async receivedMatching(pattern: RegExp): Promise<string> {
      while (!pattern.test(received)) {
        const more = await Promise.race([
          once(socket, "data").then(() => true),
          closed.then(() => false),
        ]);
        if (!more && !pattern.test(received))
          throw new Error(`Closed before ${pattern} arrived; got ${JSON.stringify(received)}`);
      }
      return received;
    },
    destroy: () => socket.destroy(),
  };
}
