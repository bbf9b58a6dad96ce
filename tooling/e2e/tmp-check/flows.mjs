import { chromium } from "@playwright/test";
import chromiumConfig from "../chromium.json" with { type: "json" };
const api = "http://localhost:9287", catcher = "http://localhost:1580";
const browser = await chromium.launch({ executablePath: chromiumConfig.executablePath, args: chromiumConfig.args });
const context = await browser.newContext();
await context.addInitScript(() => localStorage.setItem("gw.cookie-consent", JSON.stringify({ v: 1, analytics: false, advertising: false })));
await context.route((url) => !/^(localhost|127\.0\.0\.1)$/.test(url.hostname), (route) => route.abort());
const page = await context.newPage();
const stamp = Date.now();
const waitApp = () => page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((k) => k.startsWith("__reactContainer")));
async function mail(to, count = 1, timeout = 30000) {
  const until = Date.now() + timeout;
  for (;;) {
    const { messages } = await (await fetch(`${catcher}/api/messages?to=${encodeURIComponent(to)}`)).json();
    if (messages.length >= count) return messages;
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
// 1. Preregistration in Chinese on the China landing host
const prereg = `prereg-${stamp}@example.com`;
await page.goto("http://localhost:4675/zh/"); await waitApp();
await page.getByLabel("电子邮箱").fill(prereg);
await page.getByRole("button", { name: "立即登记" }).click();
await page.getByText("感谢您的预先登记！").waitFor();
const [p] = await mail(prereg);
console.log("1 preregistration:", p.subject, "|", p.from);
// 2. Contact in English on the main site
const contact = `contact-${stamp}@example.com`;
await page.goto("http://localhost:4673/contact-us"); await waitApp();
await page.getByLabel("Full name").fill("Ada Lovelace");
await page.getByLabel("Email address").fill(contact);
await page.getByLabel("Message").fill("Can I store silver with you as well?");
await page.getByLabel("How did you find us?").selectOption("Google");
await page.getByRole("button", { name: "Submit", exact: true }).click();
const [c] = await mail(contact);
const support = (await mail("hello@goldwattle.com")).find((m) => m.text.includes(contact));
console.log("2 contact:", c.subject, "| support:", support?.subject, "reply-to", support?.headers["reply-to"]);
// 3. Price alerts in Chinese on the VIP site, just above and just below the current buy price
const spot = await (await fetch(`${api}/v1/prices/spot?currency=AUD`)).json();
const ask = spot.metals.gold.ask;
const alert = `alert-${stamp}@example.com`;
for (const [direction, target] of [["升破", (ask + 0.01).toFixed(2)], ["跌破", (ask - 0.01).toFixed(2)]]) {
  await page.goto("http://localhost:4674/zh/live-pricing"); await waitApp();
  const form = page.getByRole("region", { name: "价格提醒" });
  await form.getByLabel("当买入价").selectOption(direction);
  await form.getByLabel("每金衡盎司价格").fill(target);
  await form.getByLabel("电子邮箱").fill(alert);
  await form.getByRole("button", { name: "创建价格提醒" }).click();
  await form.getByRole("status").waitFor();
}
const confirmations = await mail(alert, 2);
for (const m of confirmations) {
  console.log("3 alert confirmation:", m.subject, "|", m.from);
  const link = m.text.split(/\s+/).find((w) => w.includes("/v1/price-alerts/confirm"));
  await page.goto(link);
  await page.getByRole("button", { name: "确认我的提醒" }).click();
  console.log("   page:", await page.getByRole("heading", { level: 1 }).textContent());
}
const started = Date.now();
const all = await mail(alert, 3, 600_000);
const triggered = all.find((m) => m.subject.startsWith("价格提醒："));
console.log(`3 alert triggered after ${Math.round((Date.now() - started) / 1000)} s:`, triggered.subject);
console.log(triggered.text.split("\n").filter(Boolean).slice(0, 8).join("\n"));
await browser.close();
