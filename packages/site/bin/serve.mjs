#!/usr/bin/env node
// Serves one app's production build on Node: the very host the static host's edge runs (the
// build's `_worker.js`, from src/host), given Node's files, HTML rewriter and codec
// (./serve/nodeHost.mjs).
// This file adds only what Node needs around it: the port, a request target that is no path (400,
// before any URL is made of it), the visitor's address and the request log.
// Settings: API_PROXY_TOKEN (sent with the calls the host forwards to the API), GW_SERVE_LOG,
// GW_SERVE_KEEP_ALIVE_MS, GW_SERVE_REQUEST_TIMEOUT_MS.
import { createWriteStream, mkdirSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { portOf } from "@gw/workspace";
import { nodeHost } from "./serve/nodeHost.mjs";
import { requestTarget } from "./serve/requestTarget.mjs";

// `--app main` listens on that app's port from the workspace's ports table (GW_PORT_OFFSET
// applied); `--port` names an exact port instead (0 takes a free one, which the "serving" line
// names). `--api` points the host at another API than the build's (a test's, or a deployment's).
const { values } = parseArgs({
  options: {
    app: { type: "string" },
    port: { type: "string" },
    dir: { type: "string", default: "dist" },
    api: { type: "string" },
  },
});
const port = values.port
  ? Number(values.port)
  : portOf(/** @type {import("@gw/workspace").LocalServer} */ (values.app ?? "main"));
const dir = resolve(values.dir);

const host = await nodeHost(dir, { apiUrl: values.api }).catch((/** @type {Error} */ error) => {
  console.error(error.message);
  process.exit(1);
});

const listener = getRequestListener((request, { incoming }) =>
  host.fetch(request, { clientAddress: incoming.socket.remoteAddress }),
);

// GW_SERVE_LOG names a file that gets one `METHOD URL` line per request (the e2e run checks it
// for form fields that reached an address).
const logFile = process.env.GW_SERVE_LOG;
if (logFile) mkdirSync(dirname(logFile), { recursive: true });
const requestLog = logFile ? createWriteStream(logFile, { flags: "w" }) : null;

// A request has this long to arrive whole (its headers a third of it): a form's largest body takes
// about a second on a 500 kbps phone link, and Node's own 5 minutes let a client that sends a
// byte now and then hold a connection (and a forwarded call's wait) that long. Checked every
// second, not Node's every 30.
const requestTimeout = milliseconds("GW_SERVE_REQUEST_TIMEOUT_MS", 30_000);
const server = createServer(
  {
    requestTimeout,
    headersTimeout: Math.ceil(requestTimeout / 3),
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestTimeout / 6)),
  },
  (req, res) => {
    requestLog?.write(`${req.method} ${req.url}\n`);
    const target = requestTarget(req.url ?? "");
    if (!target) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("The request target is not a path of this server\n");
      return;
    }
    // The host reads the path as it was resolved here, never the raw target.
    req.url = target.pathname + target.search;
    void listener(req, res);
  },
);
// A visitor's connection stays open while they fill in a form: Node's 5 s default closed it
// under anyone who typed longer, so the form's post first paid for a new connection (a round trip
// for TCP, one or two more for TLS; 300 ms each from mainland China). Chromium keeps a used
// connection for minutes; 2 minutes here covers a long message. Behind a CDN or load balancer,
// theirs is the visitor's connection, and this only needs to outlast their idle timeout.
server.keepAliveTimeout = milliseconds("GW_SERVE_KEEP_ALIVE_MS", 120_000);
server.listen(port, () =>
  console.log(
    `serving ${dir} on http://localhost:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`,
  ),
);

/**
 * A setting in milliseconds from the environment, or its default; anything but a whole number
 * above 0 stops the server with the reason.
 * @param {string} name
 * @param {number} fallback
 */
function milliseconds(name, fallback) {
  const setting = process.env[name];
  if (setting === undefined || setting === "") return fallback;
  const value = Number(setting);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a whole number of milliseconds above 0, not "${setting}"`);
    process.exit(1);
  }
  return value;
}
