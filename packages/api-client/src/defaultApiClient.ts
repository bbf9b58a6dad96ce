import { createApiClient, type ApiClient } from "./createApiClient";

let client: ApiClient | undefined;

/** The client for the page's own `/api`, created on first use so importing costs nothing. */
export function defaultApiClient(): ApiClient {
  client ??= createApiClient();
  return client;
}
