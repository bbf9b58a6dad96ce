import { chromium } from "@playwright/test";
import chromiumCfg from "/work/wt/host/tooling/e2e/chromium.json" with { type: "json" };
const browser = await chromium.launch({
  executablePath: chromiumCfg.executablePath,
  args: chromiumCfg.args,
});
for (const [path, cookie] of [
  ["/live-pricing"],
  ["/zh/live-pricing"],
  ["/"],
  ["/zh/"],
  ["/live-pricing", "USD"],
  ["/", "CNY"],
]) {
  const context = await browser.newContext();
  if (cookie)
    await context.addCookies([
      { name: "gw_currency", value: cookie, url: "http://localhost:4373" },
    ]);
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("http://localhost:4373" + path, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => {
    window.islandBefore = document.querySelector("[data-island]");
    window.islandText = window.islandBefore.textContent;
  });
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("root")).some((k) => k.startsWith("__reactContainer")),
  );
  await page.waitForTimeout(1500);
  const same = await page.evaluate(() => ({
    connected: window.islandBefore.isConnected,
    same: window.islandBefore.textContent === window.islandText,
    text: window.islandBefore.textContent.slice(0, 160),
  }));
  console.log(path, cookie ?? "", JSON.stringify(same), errors);
  await context.close();
}
await browser.close();
