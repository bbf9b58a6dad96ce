// A long link in front of a local server, for the benches: every byte either way arrives half a
// round trip late, and a new connection's first byte a whole round trip later still (the TCP
// handshake a real link makes the client wait for). Chromium's own network emulation delays each
// request instead, and delays neither a CORS preflight nor a connection's set-up, so it cannot
// show what a second origin costs; this can. Throughput is left to Chromium's emulation.
//
// Each direction of a connection is a queue delivered in order: a chunk and the end of the stream
// go out when due, never before what came before them. (Timers of different lengths do not keep
// that order: two chunks the client sent within a connection's first round trip, such as a POST's
// headers and its body, could arrive swapped.) Each end is relayed on its own (half-open
// sockets), so one side closing never cuts bytes still on their way the other way.
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
  const server = createServer({ allowHalfOpen: true }, (client) => {
    const upstream = connect({ port: target, host: "127.0.0.1", allowHalfOpen: true });
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
    /** @type {{ due: number, deliver: () => void }[]} */
    const queue = [];
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deliverDue = () => {
      timer = undefined;
      while (queue[0] && queue[0].due <= Date.now()) queue.shift()?.deliver();
      if (queue[0]) timer = setTimeout(deliverDue, queue[0].due - Date.now());
    };
    // Due times never decrease along a queue, so delivering from its head keeps the order.
    const later = (/** @type {() => void} */ deliver) => {
      queue.push({ due: Math.max(Date.now(), notBefore) + oneWay, deliver });
      timer ??= setTimeout(deliverDue, (queue[0]?.due ?? 0) - Date.now());
    };
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
