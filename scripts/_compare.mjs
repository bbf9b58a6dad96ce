// Throwaway: old and new builds side by side over the relay, interleaved cold loads.
import { spawn } from "node:child_process";
import { chromium as playwrightChromium } from "@playwright/test";
import { portOf } from "@gw/workspace";
import { chromiumArgs, chromiumPath, serveApi } from "./benchHelpers.mjs";
import { latencyLink } from "./latencyLink.mjs";
process.env.API_RATE_LIMIT_PER_MINUTE ??= "100000";
const loads = Number(process.env.LOADS ?? 4);
const apiPort = portOf("api") + 10_000;
const api = await serveApi({ port: apiPort });
const builds = { new: (a) => `apps/${a}/dist`, old: (a) => `/tmp/fp-baseline/${a}` };
const servers = [], links = [];
const origin = {};
let offset = 0;
for (const [name, dir] of Object.entries(builds)) for (const app of ["cny", "main"]) {
  const port = portOf(app) + (name === "old" ? 50 : 0);
  const behind = port + 10_000;
  const s = spawn("node", ["packages/site/bin/serve.mjs", "--dir", dir(app), "--port", String(behind), "--api", `http://localhost:${apiPort}`], { stdio: "ignore" });
  servers.push(s);
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`http://localhost:${behind}/`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
  links.push(await latencyLink({ port, target: behind, rttMs: 300 }));
  origin[`${name}:${app}`] = `http://localhost:${port}`;
}
const browser = await playwrightChromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost"] });
const results = {};
try {
  for (let i = 0; i < loads; i++) for (const [app, path] of [["cny", "/zh/"], ["main", "/zh/contact-us"]]) for (const name of i % 2 ? ["old", "new"] : ["new", "old"]) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: "zh-CN" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 125000, uploadThroughput: 62500 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const js = [];
    cdp.on("Network.loadingFinished", (e) => js.push([e.requestId, e.encodedDataLength, e.timestamp]));
    const types = new Map(); let t0;
    cdp.on("Network.requestWillBeSent", (e) => { t0 ??= e.timestamp; types.set(e.requestId, e.type); });
    await page.addInitScript(() => {
      new MutationObserver((_, o) => { if (document.getElementById("root")?.hasAttribute("data-gw-live")) { o.disconnect(); window.__live = performance.now(); } }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-gw-live"] });
    });
    await page.goto(`${origin[`${name}:${app}`]}${path}`, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__live, null, { timeout: 60000, polling: 50 });
    const r = await page.evaluate(() => ({ live: window.__live, fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime }));
    const before = js.filter(([id, , t]) => types.get(id) === "Script" && (t - t0) * 1000 <= r.live);
    const key = `${app} ${path} ${name}`;
    (results[key] ??= []).push({ fcp: Math.round(r.fcp), live: Math.round(r.live), scripts: before.length, kb: before.reduce((a, [, b]) => a + b, 0) / 1024 });
    process.stderr.write(".");
    await context.close();
  }
} finally { await browser.close(); for (const l of links) l.close(); for (const s of servers) s.kill(); api.kill(); }
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [key, rs] of Object.entries(results)) console.log(`${key}: first paint ${med(rs.map((r) => r.fcp))} ms, live ${med(rs.map((r) => r.live))} ms (${rs.map((r) => r.live).join(", ")}), live-paint ${med(rs.map((r) => r.live - r.fcp))} ms; scripts before live ${med(rs.map((r) => r.scripts))}, ${med(rs.map((r) => r.kb)).toFixed(1)} kB`);
