import type { BrowserContext, Page } from "@playwright/test";
import { isLocal, expect, test, waitForApp } from "./fixtures";
import { launchWithHostsOnLoopback } from "./foreignHost";
import { mailTo } from "./mailCatcher";
import { formWords as words, type FormName, type FormWords as Words } from "./formWords";
import { ports } from "./playwrightConfig";
import { uniqueEmail } from "./storedContactRequests";

/**
 * Hosts the Great Firewall blocks that the site may ask for: Google (the tag manager, analytics,
 * and once reCAPTCHA), Facebook (the advertising pixel), TradingView (the chart) and Branch (the
 * deep-link SDK's API). Their requests are held without an answer, as a firewall that drops
 * packets holds them: a page that waited for one would wait until its own time-out.
 */
const blockedInChina =
  /(^|\.)(google\.com|googleapis\.com|gstatic\.com|googletagmanager\.com|google-analytics\.com|doubleclick\.net|facebook\.com|facebook\.net|tradingview\.com|tradingview-widget\.com|branch\.io|app\.link)$/;

/** Long enough for a real page and API on a loaded machine, far shorter than any time-out. */
const withinSeconds = 5_000;

/** Fills in and sends the page's form, and sees its success panel within seconds. */
const sendForm: Record<FormName, (page: Page, text: Words, address: string) => Promise<void>> = {
  async preregistration(page, text, address) {
    await page.getByLabel(text.email).fill(address);
    await page.getByRole("button", { name: text.preregister }).click();
    await expect(page.getByText(text.preregistered)).toBeVisible({ timeout: withinSeconds });
  },
  async contact(page, text, address) {
    await page.getByLabel(text.fullName).fill("Li Wei");
    await page.getByLabel(text.email).fill(address);
    await page.getByLabel(text.message).fill("我想了解更多关于黄金存储的信息。");
    await page.getByLabel(text.source).selectOption(text.article);
    await page.getByRole("button", { name: text.send, exact: true }).click();
    await expect(page.getByText(text.sent)).toBeVisible({ timeout: withinSeconds });
  },
  async priceAlert(page, text, address) {
    const form = page.getByRole("region", { name: text.alertRegion });
    await form.getByLabel(text.price).fill("9,999,999");
    await form.getByLabel(text.email).fill(address);
    await form.getByRole("button", { name: text.createAlert }).click();
    await expect(form.getByRole("status")).toContainText(text.alertSent, {
      timeout: withinSeconds,
    });
  },
};

/**
 * A browser as from mainland China: the site opened under its production host (where analytics,
 * the pixel and attribution run) with the link of a campaign (a Branch click id), every request
 * to a blocked host held unanswered, anything else off the machine aborted.
 */
async function behindTheFirewall(context: BrowserContext, origin: string) {
  const held: string[] = [];
  const escaped: string[] = [];
  await context.route(
    (url) => !isLocal(url.href) && url.origin !== origin,
    (route) => {
      const url = new URL(route.request().url());
      if (blockedInChina.test(url.hostname)) {
        // Neither answered nor refused: the request stays open until the page goes away.
        held.push(url.href);
        return;
      }
      escaped.push(url.href);
      return route.abort("blockedbyclient");
    },
  );
  return { held, escaped };
}

/**
 * The China path end to end with Google, Facebook, TradingView and Branch unreachable: each page
 * paints and hydrates, the visitor answers the cookie banner with Accept all, and the page's form
 * is sent and shows its success panel within seconds; its e-mail arrives in the catcher.
 */
export function describeBehindChinaFirewall(
  app: "main" | "cny",
  productionHost: string,
  pages: { path: string; language: keyof typeof words; form: FormName; heldHosts: RegExp[] }[],
) {
  test.describe(`${app} as from mainland China (blocked hosts held unanswered)`, () => {
    for (const { path, language, form, heldHosts } of pages) {
      test(`${path}: paints, hydrates and sends its ${form} form without waiting on a blocked host`, async ({
        request,
      }) => {
        const origin = `http://${productionHost}:${ports[app]}`;
        const browser = await launchWithHostsOnLoopback([productionHost]);
        try {
          const context = await browser.newContext();
          const { held, escaped } = await behindTheFirewall(context, origin);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on("pageerror", (error) => errors.push(error.message));
          const text = words[language];

          await page.goto(`${origin}${path}?_branch_match_id=cny-campaign`, {
            waitUntil: "commit",
          });
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible({
            timeout: withinSeconds,
          });
          await waitForApp(page);
          const banner = page.getByRole("region", { name: text.banner });
          await banner.getByRole("button", { name: text.acceptAll }).click();
          await expect(banner).toBeHidden();

          // A visitor reads down the page, so parts loaded near the viewport (the chart) ask too.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 300) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 30));
            }
          });

          const address = uniqueEmail(`china-${app}-${form.toLowerCase()}-${language}`);
          await sendForm[form](page, text, address);
          const [mail] = await mailTo(request, address);
          expect(mail!.to).toContain(address);

          // The firewall was really in the way: the page asked for blocked hosts, and got nothing.
          for (const host of heldHosts)
            await expect
              .poll(() => held.some((url) => host.test(new URL(url).hostname)), {
                timeout: withinSeconds,
              })
              .toBe(true);
          expect(escaped).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await browser.close();
        }
      });
    }
  });
}
