// A long link in front of a local server, for the benches: every byte either way arrives half a
// round trip late, and a new connection's first byte a whole round trip later still (the TCP
// handshake a real link makes the client wait for). Chromium's own network emulation delays each
// request instead, and delays neither a CORS preflight nor a connection's set-up, so it cannot
// show what a second origin costs; this can. Bytes keep their order; throughput is left to
// Chromium's emulation.
import { connect, createServer } from "node:net";

/**
 * Listens on `port` and relays each connection to `target` on this machine.
 * @param {{ port: number, target: number, rttMs: number }} link
 * @returns {Promise<{ close: () => void }>}
 */
export async function latencyLink({ port, target, rttMs }) {
  const oneWay = rttMs / 2;
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target, "127.0.0.1");
    const openedAt = Date.now();
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream, openedAt + rttMs);
    relay(upstream, client, openedAt);
  });
  /**
   * @param {import("node:net").Socket} from
   * @param {import("node:net").Socket} to
   * @param {number} notBefore when the first byte may set off (after the handshake)
   */
  const relay = (from, to, notBefore) => {
    // Each delivery is due no earlier than the one before it, and timers due together run in
    // the order they were set: bytes stay in order.
    const later = (/** @type {() => void} */ deliver) =>
      setTimeout(deliver, Math.max(0, notBefore - Date.now()) + oneWay);
    from.on("data", (chunk) => later(() => to.destroyed || to.write(chunk)));
    from.on("end", () => later(() => to.destroyed || to.end()));
  };
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    // Both loopbacks (Chromium may try `localhost` as ::1 first).
    server.listen(port, () => resolve(undefined));
  });
  return {
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
