import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { workspaceRoot, type SiteAppName } from "@gw/workspace";
import { exampleSpotPrices } from "@gw/api-client/testing/prices";

const repoRoot = workspaceRoot(fileURLToPath(new URL(".", import.meta.url)));

/** What the stand-in API answers for spot prices: a delayed quote, or that it has none. */
export type SpotAnswerKind = "delayed" | "unavailable";

/** A quote the price service calls stale: an hour old while the market is open. */
function delayedQuote(currency: string) {
  return {
    currency,
    asOf: new Date(Date.now() - 60 * 60_000).toISOString(),
    source: "lbma",
    marketOpen: true,
    stale: true,
    metals: exampleSpotPrices.metals,
  };
}

/** The stand-in API's answer for a currency, as the contract shapes it. */
export function spotAnswer(kind: SpotAnswerKind, currency: string) {
  return kind === "delayed"
    ? { status: 200, body: delayedQuote(currency) }
    : { status: 503, body: { status: "error", message: "Prices are unavailable just now" } };
}

/**
 * The app's own production build served by gw-serve on a free port, as `pnpm start` serves it,
 * but with its host asking `apiOrigin` for prices rather than the build's API (gw-serve's
 * `--api`): production code is unchanged, only where the host asks differs.
 */
export async function startHost(app: SiteAppName, apiOrigin: string) {
  const server = spawn(
    process.execPath,
    [
      join(repoRoot, "packages/site/bin/serve.mjs"),
      "--dir",
      join(repoRoot, "apps", app, "dist"),
      "--port",
      "0",
      "--api",
      apiOrigin,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [line] = (await once(server.stdout, "data")) as [Buffer];
  const origin = /http:\/\/localhost:\d+/.exec(String(line))?.[0];
  if (!origin) throw new Error(`gw-serve did not say where it serves: ${String(line)}`);
  return { origin, stop: () => server.kill() };
}

/**
 * The app's build on a host asking a stand-in API for its prices: one that answers delayed
 * quotes or that it has none, as the price service does when its provider's quotes stop moving.
 * Nothing here reaches the network.
 */
export async function hostWithApi(app: SiteAppName) {
  let kind: SpotAnswerKind = "delayed";
  const api = createServer((req, res) => {
    const currency = new URL(req.url ?? "/", "http://api").searchParams.get("currency") ?? "AUD";
    const { status, body } = spotAnswer(kind, currency);
    res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "max-age=0" });
    res.end(JSON.stringify(body));
  });
  api.listen(0, "127.0.0.1");
  await once(api, "listening");
  const apiPort = (api.address() as { port: number }).port;
  const host = await startHost(app, `http://127.0.0.1:${apiPort}`);
  return {
    origin: host.origin,
    /** From now on the API answers this way (the host asks again for every page: max-age 0). */
    answers: (next: SpotAnswerKind) => {
      kind = next;
    },
    stop: () => {
      host.stop();
      api.close();
    },
  };
}
