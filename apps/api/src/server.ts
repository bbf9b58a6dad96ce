import { serve } from "@hono/node-server";
import { createApp } from "./createApp";

const port = Number(process.env.PORT ?? 8787);
serve({ fetch: createApp().fetch, port }, () => console.log(`API on http://localhost:${port}`));
