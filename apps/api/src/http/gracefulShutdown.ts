import type { Server, ServerResponse } from "node:http";

export interface GracefulShutdownOptions {
  /** Requests still running this long after the signal are cut, so a stuck one cannot hold a deploy. */
  graceMs: number;
  /** Called once every connection is closed (or cut): close the database, then exit. */
  onClosed: (error?: Error) => void;
}

/**
 * Shutting down the way a rolling deploy needs: on the returned call the server stops accepting,
 * closes idle keep-alive connections at once, and answers every request in flight (and any that
 * arrives on a connection still open) with `Connection: close`, so no client sends another one to
 * an instance on its way out. Whatever is left after `graceMs` is cut.
 */
export function gracefulShutdown(server: Server, { graceMs, onClosed }: GracefulShutdownOptions) {
  const inFlight = new Set<ServerResponse>();
  let closing = false;

  function closeAfter(response: ServerResponse) {
    if (!response.headersSent) response.setHeader("Connection", "close");
    // Already answering with keep-alive: its connection goes once the answer is out.
    else response.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  }

  // Before the app's own listener, so the header is set before any answer is written.
  server.prependListener("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
    if (closing) closeAfter(response);
  });

  return function shutDown() {
    if (closing) return;
    closing = true;
    inFlight.forEach(closeAfter);
    server.close((error) => onClosed(error));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  };
}
