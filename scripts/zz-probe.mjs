import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./benchHelpers.mjs";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const url of process.argv.slice(2))
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript(() => {
      localStorage.setItem(
        "gw.cookie-consent",
        JSON.stringify({ v: 1, analytics: false, advertising: false }),
      );
      localStorage.setItem("gw.preferred-language", "zh");
    });
    await context.addCookies([{ name: "gw_lang", value: "zh", url: new URL(url).origin }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 200_000,
      uploadThroughput: 93_750,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const reqs = [];
    page.on("request", (r) => reqs.push(new URL(r.url()).pathname));
    const started = Date.now();
    await page.goto(url, { waitUntil: "load" });
    const r = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const e = list.getEntries();
            const last = e[e.length - 1];
            resolve({
              t: performance.timeOrigin + last.startTime,
              el: last.element?.tagName + "." + last.element?.className,
              size: last.size,
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    console.log(url, r.t - started, r.el, r.size, reqs.slice(0, 4).join(" "));
    await context.close();
  }
await browser.close();
