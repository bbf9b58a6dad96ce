import type { Hono } from "hono";
import { testAdminToken } from "./testApi";

/** What `/metrics` answers to the admin token right now. */
export async function scrape(app: Pick<Hono, "request">): Promise<string> {
  const response = await app.request("/metrics", {
    headers: { Authorization: `Bearer ${testAdminToken}` },
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/**
 * One sample's value in Prometheus' text format: the first line of metric `name` whose labels
 * include `labels`; undefined when there is none.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
        key,
        value,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value))
      return Number(match[3]);
  }
  return undefined;
}
