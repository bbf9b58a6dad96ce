import type { ServerOptions } from "node:http";

/** The defaults: a request has 5 s for its headers and 10 s in all (its body is at most 32 kB). */
const defaults = {
  API_HEADERS_TIMEOUT_MS: 5_000,
  API_REQUEST_TIMEOUT_MS: 10_000,
  API_KEEP_ALIVE_TIMEOUT_MS: 5_000,
};

function milliseconds(env: NodeJS.ProcessEnv, name: keyof typeof defaults): number {
  const value = env[name];
  if (value === undefined || value === "") return defaults[name];
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, not "${value}"`);
  }
  return parsed;
}

/**
 * How long Node's HTTP server waits for a client, from the environment. A client whose headers or
 * body do not arrive in time gets 408 and its connection closed, so slow or stalled clients
 * never hold an instance's connections. Behind a load balancer, set the keep-alive timeout above
 * the balancer's idle timeout, so the instance never closes a connection the balancer reuses.
 */
export function serverTimeouts(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const headersTimeout = milliseconds(env, "API_HEADERS_TIMEOUT_MS");
  const requestTimeout = milliseconds(env, "API_REQUEST_TIMEOUT_MS");
  if (headersTimeout > requestTimeout) {
    throw new Error("API_HEADERS_TIMEOUT_MS must not be longer than API_REQUEST_TIMEOUT_MS");
  }
  return {
    headersTimeout,
    requestTimeout,
    keepAliveTimeout: milliseconds(env, "API_KEEP_ALIVE_TIMEOUT_MS"),
    // Node looks for expired requests this often (every 30 s by default, which let partial
    // headers live for over a minute); a pass over the open connections is cheap.
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersTimeout / 2)),
  };
}
