#!/usr/bin/env node
// Fails on any error the W3C Nu Html Checker (npm vnu-jar, needs Java) finds in any prerendered
// page (dist/**/index.html) of any built app: the prerendered HTML is the page. Run by
// `pnpm test` after the builds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import vnu from "vnu-jar";

const pages = readdirSync("apps")
  .map((app) => join("apps", app, "dist"))
  .filter((dist) => existsSync(join(dist, "index.html")))
  .flatMap((dist) =>
    readdirSync(dist, { recursive: true })
      .map(String)
      .filter((file) => file === "index.html" || file.endsWith("/index.html"))
      .map((file) => join(dist, file)),
  );
if (pages.length === 0) {
  console.error("no prerendered page found (apps/*/dist/**/index.html): build first");
  process.exit(1);
}

const result = spawnSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) {
  console.error(`cannot run the Nu Html Checker (is Java 17 installed?): ${result.error.message}`);
  process.exit(1);
}
const errors = result.stderr.trim();
if (result.status !== 0 || errors) {
  console.error(errors);
  console.error(`html: ${errors.split("\n").length} error(s) in ${pages.length} pages`);
  process.exit(1);
}
console.log(`html: ${pages.length} prerendered pages, no errors (Nu Html Checker)`);
