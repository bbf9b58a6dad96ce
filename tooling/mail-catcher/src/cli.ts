// `pnpm start` and the e2e suites start the catcher with this (ports from the one ports table).
import { localOrigin, portOf } from "@gw/workspace";
import { startMailCatcher } from "./startMailCatcher.ts";

const catcher = await startMailCatcher({
  smtpPort: portOf("mailSmtp"),
  webPort: portOf("mailCatcher"),
});
console.log(
  `Mail catcher on ${localOrigin("mailCatcher")} (SMTP on 127.0.0.1:${catcher.smtpPort})`,
);

async function stop() {
  await catcher.close();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
