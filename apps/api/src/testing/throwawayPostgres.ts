import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's `postgresql` package; `.ci/run` installs it when missing. */
const binaries =
  process.env.PG_BIN ??
  `/usr/lib/postgresql/${
    (existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : ["15"])
      .sort((a, b) => Number(b) - Number(a))
      .at(0) ?? "15"
  }/bin`;

export interface ThrowawayPostgres {
  /** Superuser URL of the `postgres` database on the throwaway cluster. */
  url: string;
  /** The server's own log, where it records every error a client caused. */
  logFile: string;
  stop(): void;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .once("listening", () => probe.close(() => resolve(true)))
      .listen(port, "127.0.0.1");
  });
}

async function freePort(from: number, to: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port for PostgreSQL between ${from} and ${to}`);
}

/**
 * A real PostgreSQL cluster in a temporary folder, on a free loopback port, gone after `stop`.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startThrowawayPostgres({
  portRange = [56000, 56999] as [number, number],
} = {}): Promise<ThrowawayPostgres> {
  const initdb = join(binaries, "initdb");
  if (!existsSync(initdb)) {
    throw new Error(
      `PostgreSQL is not installed (${initdb} is missing): apt-get install -y postgresql, ` +
        "or point PG_BIN at its bin folder",
    );
  }
  const folder = mkdtempSync(join(tmpdir(), "gw-postgres-"));
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(binaries, binary);
    const fullArgs = asRoot ? ["-u", "postgres", "--", join(binaries, binary), ...args] : args;
    execFileSync(command, fullArgs, { stdio: "pipe" });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString());
    chownSync(folder, id("-u"), id("-g"));
  }
  const data = join(folder, "data");
  const logFile = join(folder, "log");
  const failed = (error: unknown) => {
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2000) : "";
    rmSync(folder, { recursive: true, force: true });
    return new Error(`Could not start a throwaway PostgreSQL: ${output}\n${log}`);
  };
  try {
    run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  } catch (error) {
    throw failed(error);
  }
  // Other checkouts start clusters in the same range: a port free when probed can be taken by
  // the time the server binds it, so a failed start tries another port.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort(...portRange);
    // fsync off: throwaway data, and the 2-core machine is shared.
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    try {
      run("pg_ctl", ["-D", data, "-o", options, "-l", logFile, "-w", "start"]);
      break;
    } catch (error) {
      if (attempt === 3) throw failed(error);
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
