import { spawn } from "node:child_process";
import { portOf } from "@gw/workspace";
import { lighthouseSummary, serveApi } from "./benchHelpers.mjs";
const api = await serveApi();
const servers = []; const origin = {};
for (const [name, dir] of [["new", "apps/main/dist"], ["old", "/tmp/fp-baseline/main"]]) {
  const port = portOf("main") + (name === "old" ? 50 : 0);
  servers.push(spawn("node", ["packages/site/bin/serve.mjs", "--dir", dir, "--port", String(port)], { stdio: "ignore" }));
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://localhost:${port}/`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  origin[name] = `http://localhost:${port}`;
}
try {
  for (const path of (process.env.PATHS ?? "/contact-us,/zh/").split(",")) for (const name of ["new", "old", "new", "old"]) console.log(name, path, lighthouseSummary(`${origin[name]}${path}`));
} finally { for (const s of servers) s.kill(); api.kill(); }
