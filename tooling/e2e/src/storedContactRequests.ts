import type { APIRequestContext } from "@playwright/test";
import { apiUrl, E2E_ADMIN_TOKEN } from "./playwrightConfig";

/** What a form stored, read back through the API's admin listing (newest first). */
export async function storedContactRequests(request: APIRequestContext, email: string) {
  const response = await request.get(`${apiUrl}/v1/contact/requests`, {
    params: { email },
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`Admin listing answered ${response.status()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
