import { serve } from "@hono/node-server";
import { createCaptcha } from "./captcha/createCaptcha";
import { readConfig } from "./config";
import { createApp } from "./createApp";
import { openDatabase } from "./database/openDatabase";

const config = readConfig();
const db = openDatabase(config.databasePath);
const app = createApp({ db, config, captcha: createCaptcha(config.captcha) });

const server = serve({ fetch: app.fetch, port: config.port }, () => {
  console.log(`API on http://localhost:${config.port} (database ${config.databasePath})`);
  console.log(
    config.captcha.provider === "development"
      ? "Captcha: development provider; tokens from GET /v1/captcha/dev-token"
      : "Captcha: reCAPTCHA",
  );
});

function shutDown() {
  server.close();
  db.close();
  process.exit(0);
}
process.on("SIGINT", shutDown);
process.on("SIGTERM", shutDown);
