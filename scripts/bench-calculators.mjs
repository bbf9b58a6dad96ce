#!/usr/bin/env node
// The calculators' responsiveness: INP while a visitor types an amount each month on
// /calculators on a phone (Lighthouse's mobile viewport, the CPU slowed 4x), after `pnpm build`.
// Each keystroke recomputes regular buying over every month of the history and redraws its
// results and chart; the budget is 100 ms (web.dev's "good" INP is 200 ms). Run by `pnpm bench`
// for main and VIP.
// Why a phone and not a desktop window: on a 1280x720 window the results sit below the fold, and
// headless Chromium then reports some keystrokes at about 300 ms. A trace shows why: the
// keystroke's frame is drawn 34 ms after the key, the results' deferred frame that follows has
// nothing visible to draw, and the first frame's presentation is only reported with the next
// frame that changes the screen (the next key). The visitor saw the key at 34 ms; a phone, where
// the results are on screen while the visitor types, measures what the visitor sees.
//   node scripts/bench-calculators.mjs [--app main] [--runs 3] [--lang zh]
import { parseArgs } from "node:util";
import { chromium as playwrightChromium } from "@playwright/test";
import {
  appOrigin,
  chromiumArgs,
  chromiumPath,
  serveApi,
  serveApp,
  siteAppNamed,
} from "./benchHelpers.mjs";

const INP_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;

const { values } = parseArgs({
  options: {
    app: { type: "string", default: "main" },
    runs: { type: "string", default: "3" },
    lang: { type: "string", default: "en" },
  },
});
const app = siteAppNamed(values.app);
/** The page and the names a visitor finds on it, in each language (the catalogs' words). */
const pages = {
  en: {
    path: "/calculators",
    region: "Regular buying",
    result: "Value today",
    amount: "Amount each month",
  },
  zh: { path: "/zh/calculators", region: "定期买入", result: "今日价值", amount: "每月金额" },
};
const visited = values.lang === "zh" ? pages.zh : pages.en;
const api = await serveApi();
const server = await serveApp(app);
const browser = await playwrightChromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});

/**
 * One visit: every interaction's worst event (the event timing API's, which INP is the worst of
 * below 50 interactions) while typing a new amount key by key.
 * @returns {Promise<{ name: string, duration: number, delay: number, processing: number }[]>}
 */
async function typingDurations() {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${appOrigin(app)}${visited.path}`, { waitUntil: "networkidle" });
  const region = page.getByRole("region", { name: visited.region });
  // The results are on screen: every keystroke from now on recomputes them.
  await region.getByText(visited.result).waitFor();
  await page.evaluate(() => {
    /** @type {Map<number, { name: string, duration: number, delay: number, processing: number }>} */
    const worst = new Map();
    Object.assign(window, { __interactions: worst });
    new PerformanceObserver((list) => {
      // `interactionId` is newer than TypeScript's DOM types.
      const entries = /** @type {(PerformanceEventTiming & { interactionId?: number })[]} */ (
        list.getEntries()
      );
      for (const entry of entries) {
        const id = entry.interactionId;
        if (!id) continue;
        if ((worst.get(id)?.duration ?? 0) >= entry.duration) continue;
        worst.set(id, {
          name: entry.name,
          duration: entry.duration,
          delay: Math.round(entry.processingStart - entry.startTime),
          processing: Math.round(entry.processingEnd - entry.processingStart),
        });
      }
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: "event", durationThreshold: 16 }));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  const amount = region.getByRole("textbox", { name: visited.amount });
  await amount.click();
  await page.keyboard.press("End");
  for (let index = 0; index < 3; index++) await page.keyboard.press("Backspace", { delay: 120 });
  await page.keyboard.type("1250.75", { delay: 200 });
  await page.waitForTimeout(1000);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const interactions = await page.evaluate(() => [
    .../** @type {Map<number, { name: string, duration: number, delay: number, processing: number }>} */ (
      /** @type {{ __interactions: Map<number, never> }} */ (/** @type {unknown} */ (window))
        .__interactions
    ).values(),
  ]);
  await context.close();
  return interactions;
}

/** @type {number[]} */
const inps = [];
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const interactions = await typingDurations();
    // Interactions under the observer's 16 ms threshold report nothing: they count as 16.
    const worst = interactions.sort((a, b) => b.duration - a.duration)[0];
    const inp = worst?.duration ?? 16;
    inps.push(inp);
    console.log(
      `${values.app} ${visited.path} typing on a phone at ${CPU_SLOWDOWN}x CPU, run ${run + 1}: INP ${inp} ms` +
        (worst
          ? ` (${worst.name}: input delay ${worst.delay} ms, handlers ${worst.processing} ms, then rendering;` +
            ` ${interactions.length} interaction(s) of 16 ms or more)`
          : ""),
    );
  }
} finally {
  await browser.close();
  server.kill();
  api.kill();
}
// The best run, as bench.mjs judges Lighthouse: this shared machine's noise slows one at times.
const best = Math.min(...inps);
console.log(
  `${values.app} ${visited.path} INP ${best} ms (best of ${inps.length}; budget ${INP_BUDGET_MS} ms)`,
);
if (best > INP_BUDGET_MS) process.exit(1);
