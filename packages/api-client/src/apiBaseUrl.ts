import { API_PROXY_PREFIX } from "./publicCalls";

/**
 * Base of every call a page makes: its own origin's `/api`, which the host (or Vite's dev server)
 * forwards to the API named by `VITE_API_URL`. Server code that calls the API itself passes the
 * API's origin instead.
 */
export function apiBaseUrl(): string {
  return API_PROXY_PREFIX;
}
