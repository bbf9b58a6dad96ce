import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What a stubbed provider sends: a status, a JSON body (or raw text) and any headers. */
export interface StubAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A price provider's HTTP API on a local port, answering each request as `answer` says, so
 * adapters are tested (and benchmarked) without the internet. `answerWith` replaces the answers
 * for the paths it returns one for (a test's garbage, a 429, an outage); the provider's own
 * refusal of a bad key still comes first.
 */
export async function startJsonStub({
  basePath,
  authorized,
  refusal,
  answer,
}: {
  /** The path the provider's API lives under (`/api`, `/v1`). */
  basePath: string;
  /** Whether the request carries a key the stub accepts. */
  authorized: (request: IncomingMessage, url: URL) => boolean;
  /** What the provider answers a request without a good key. */
  refusal: StubAnswer;
  /** The recorded answer for an authorised request. */
  answer: (request: IncomingMessage, url: URL) => StubAnswer | Promise<StubAnswer>;
}) {
  let override: ((path: string) => StubAnswer | undefined) | undefined;
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://stub");
      const reply = !authorized(request, url)
        ? refusal
        : (override?.(url.pathname) ?? (await answer(request, url)));
      response.writeHead(reply.status, { "Content-Type": "application/json", ...reply.headers });
      response.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    answerWith(replace: ((path: string) => StubAnswer | undefined) | undefined) {
      override = replace;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
