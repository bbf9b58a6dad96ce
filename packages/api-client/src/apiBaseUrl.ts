/** Base of every API call: `VITE_API_URL` at build time, else the local API. */
export function apiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const base = configured?.trim() || "http://localhost:8787";
  return base.replace(/\/+$/, "");
}
