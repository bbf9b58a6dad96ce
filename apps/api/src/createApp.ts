import { Hono } from "hono";

/** The local reference API; routes are added as the site's calls land. */
export function createApp() {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  return app;
}
