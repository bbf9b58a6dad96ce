// Throwaway: LCP of old, new and HTML-only, interleaved, on Chromium's emulated link (as the bench).
import { spawn } from "node:child_process";
import { chromium as playwrightChromium } from "@playwright/test";
import { portOf } from "@gw/workspace";
import { chromiumArgs, chromiumPath, serveApi } from "./benchHelpers.mjs";
process.env.API_RATE_LIMIT_PER_MINUTE ??= "100000";
const rounds = Number(process.env.ROUNDS ?? 8);
const app = process.env.APP ?? "cny", path = process.env.PAGEPATH ?? "/zh/";
const api = await serveApi();
const servers = [];
const origin = {};
for (const [name, dir] of [["new", `apps/${app}/dist`], ["old", `/tmp/fp-baseline/${app}`]]) {
  const port = portOf(app) + (name === "old" ? 50 : 0);
  servers.push(spawn("node", ["packages/site/bin/serve.mjs", "--dir", dir, "--port", String(port)], { stdio: "ignore" }));
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://localhost:${port}/`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  origin[name] = `http://localhost:${port}`;
}
const browser = await playwrightChromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
async function lcp(url, js) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: "zh-CN", javaScriptEnabled: js });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 300, downloadThroughput: 125000, uploadThroughput: 62500 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let requestedAt, paintedAt;
  cdp.on("Network.requestWillBeSent", (e) => { if (e.type === "Document") requestedAt ??= e.wallTime; });
  cdp.on("PerformanceTimeline.timelineEventAdded", ({ event }) => { const d = event.lcpDetails; if (d) paintedAt = d.renderTime || d.loadTime; });
  await cdp.send("PerformanceTimeline.enable", { eventTypes: ["largest-contentful-paint"] });
  await page.goto(url, { waitUntil: "load" });
  for (let last = paintedAt; ; last = paintedAt) { await new Promise((r) => setTimeout(r, 1000)); if (paintedAt === last) break; }
  await context.close();
  return Math.round((paintedAt - requestedAt) * 1000);
}
const res = { html: [], old: [], new: [] };
try {
  for (let i = 0; i < rounds; i++) {
    const order = [["html", origin.new, false], ["old", origin.old, true], ["new", origin.new, true]];
    if (i % 2) order.reverse();
    for (const [k, o, js] of order) { res[k].push(await lcp(`${o}${path}`, js)); process.stderr.write("."); }
  }
} finally { await browser.close(); for (const s of servers) s.kill(); api.kill(); }
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [k, xs] of Object.entries(res)) console.log(`${app}${path} ${k}: median ${med(xs)} (${xs.join(", ")})`);
console.log(`ratio new ${(med(res.new) / med(res.html)).toFixed(3)}, old ${(med(res.old) / med(res.html)).toFixed(3)}`);
