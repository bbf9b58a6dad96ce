import type { APIRequestContext, Browser, Page, Request } from "@playwright/test";
import { expect, test, waitForApp } from "./fixtures";
import { linkIn, mailTo } from "./mailCatcher";
import { apiUrl, E2E_ADMIN_TOKEN } from "./playwrightConfig";
import { uniqueEmail } from "./storedContactRequests";

/** One row of the owner's report (contract.md "First-party counts"). */
export interface CountRow {
  date: string;
  site: string;
  event: string;
  page: string;
  language: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
  count: number;
}

/** Every row of the report around today (its days are Sydney's, a day ahead of UTC at most). */
async function reportRows(request: APIRequestContext): Promise<CountRow[]> {
  const day = (offsetDays: number) =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const response = await request.get(`${apiUrl}/v1/analytics/daily`, {
    params: { from: day(-1), to: day(2) },
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rows: CountRow[] }).rows;
}

/** The rows of one campaign, as `event page language: count` (their other dimensions checked). */
async function campaignCounts(
  request: APIRequestContext,
  campaign: string,
  expected: Partial<CountRow>,
) {
  const rows = (await reportRows(request)).filter((row) => row.campaign === campaign);
  for (const row of rows) expect(row).toMatchObject(expected);
  return rows.map((row) => `${row.event} | ${row.page} | ${row.language}: ${row.count}`).sort();
}

/** A campaign no other test (or earlier run on the same database) has used. */
const uniqueCampaign = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Every counting call the page makes, with the headers it was sent with. */
function countingCalls(page: Page) {
  const calls: Request[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/analytics/counts")) calls.push(request);
  });
  return calls;
}

/** What the counting calls sent: each with its cookie header (if any) and the origin asked. */
async function sentWith(calls: Request[]) {
  return Promise.all(
    calls.map(async (call) => ({
      origin: new URL(call.url()).origin,
      cookie: (await call.allHeaders()).cookie ?? null,
    })),
  );
}

/** What the page keeps in its storage and cookies (counting must add nothing). */
const storedInPage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie,
  }));

/**
 * Presses the confirm button of the preregistration e-mail sent to `address`, as an iPad would
 * (so this confirmation's row, a tablet's, is one no other test writes).
 */
async function confirmAsTablet(browser: Browser, request: APIRequestContext, address: string) {
  const [mail] = await mailTo(request, address);
  const context = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
  const page = await context.newPage();
  await page.goto(linkIn(mail!, "/v1/preregistration/confirm"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your address is confirmed");
  await context.close();
}

const confirmedByTablet = async (request: APIRequestContext, site: string) =>
  (await reportRows(request))
    .filter(
      (row) =>
        row.event === "Preregistration confirmed" && row.site === site && row.device === "tablet",
    )
    .reduce((sum, row) => sum + row.count, 0);

/**
 * The first-party counts end to end on a host: a visit with no cookie choice, and one after
 * Reject all, finds its own page views (a client-side navigation once), its preregistration and
 * the address it confirmed in the owner's report, within 30 seconds; nothing is stored in the
 * browser for it, no cookie is sent with it, and no origin but the page's own is asked. A browser
 * sending Global Privacy Control is not counted.
 */
export function describeFirstPartyCounts(site: "main" | "cny", chinaPath: "/cny" | "/") {
  const zhChinaPath = chinaPath === "/" ? "/zh/" : `/zh${chinaPath}`;

  test.describe(`first-party counts on ${site}`, () => {
    test.use({ storedConsent: null });
    // Waiting for the report takes up to 30 s after the visit, on a loaded machine.
    test.setTimeout(90_000);

    test("a visit with no cookie choice is counted, its preregistration confirmed too", async ({
      page,
      context,
      browser,
      baseURL,
      request,
      pageErrors,
      externalRequests,
    }) => {
      const campaign = uniqueCampaign("nochoice");
      const address = uniqueEmail(`counts-${site}`);
      // A cookie of the site's own (the chosen currency): the counting call must not carry it.
      await context.addCookies([{ name: "gw_currency", value: "AUD", url: baseURL! }]);
      const calls = countingCalls(page);
      const confirmedBefore = await confirmedByTablet(request, site);

      await page.goto(`${chinaPath}?utm_source=wechat&utm_medium=social&utm_campaign=${campaign}`);
      await waitForApp(page);
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      await page.getByLabel("Email address").fill(address);
      await page.getByRole("button", { name: "Sign me up" }).click();
      await expect(page.getByText("Thank you for preregistering!")).toBeVisible();
      // A client-side navigation: counted once, under the campaign the tab landed with.
      await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
      // The document loads its chunk first, which takes a while on a loaded machine.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy", {
        timeout: 20_000,
      });

      const counted = {
        site,
        source: "wechat",
        medium: "social",
        campaign,
        device: "desktop",
      };
      await expect
        .poll(() => campaignCounts(request, campaign, counted), { timeout: 30_000 })
        .toEqual([
          "Contact | CNY | en: 1",
          "Lead | CNY | en: 1",
          "PageView | CNY | en: 1",
          "PageView | Document: privacy-policy | en: 1",
        ]);

      await confirmAsTablet(browser, request, address);
      await expect
        .poll(() => confirmedByTablet(request, site), { timeout: 30_000 })
        .toBe(confirmedBefore + 1);

      // Nothing stored for counting, no cookie sent with it, nothing asked of another origin.
      expect(await storedInPage(page)).toEqual({
        local: [],
        session: [],
        cookies: "gw_currency=AUD",
      });
      const sent = await sentWith(calls);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent).toEqual(sent.map(() => ({ origin: new URL(page.url()).origin, cookie: null })));
      expect(
        await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []),
      ).toEqual([]);
      expect(externalRequests).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    test("a visit after Reject all is counted, in Chinese, from the referring site", async ({
      page,
      request,
      externalRequests,
    }) => {
      const campaign = uniqueCampaign("rejected");
      await page.goto(`${zhChinaPath}?utm_campaign=${campaign}`, {
        referer: "https://www.baidu.com/s?wd=gold",
      });
      await waitForApp(page);
      await page
        .getByRole("region", { name: "Cookie 同意" })
        .getByRole("button", { name: "全部拒绝" })
        .click();
      await page.getByRole("contentinfo").getByRole("link", { name: "隐私政策" }).click();
      await expect(page).toHaveURL(/\/zh\/legal\/privacy-policy$/);
      await expect
        .poll(
          () =>
            campaignCounts(request, campaign, {
              site,
              source: "www.baidu.com",
              medium: "",
              device: "desktop",
            }),
          { timeout: 30_000 },
        )
        .toEqual(["PageView | CNY | zh: 1", "PageView | Document: privacy-policy | zh: 1"]);
      // Rejected: nothing for the tag manager, and the choice is the one key stored.
      expect(
        await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []),
      ).toEqual([]);
      expect((await storedInPage(page)).local).toEqual(["gw.cookie-consent"]);
      expect(externalRequests).toEqual([]);
    });

    if (site === "main")
      test("a sent contact message is counted as Contact form_submit", async ({
        page,
        request,
      }) => {
        const campaign = uniqueCampaign("contact");
        await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
        await waitForApp(page);
        await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
        await expect(page).toHaveURL(/\/contact-us$/);
        await page.getByLabel("Full name").fill("Ada Lovelace");
        await page.getByLabel("Email address").fill(uniqueEmail("counts-contact"));
        await page.getByLabel("Message", { exact: true }).fill("How are counts kept?");
        await page.getByLabel("How did you find us?").selectOption("Online Article");
        await page.getByRole("button", { name: "Submit", exact: true }).click();
        await expect(
          page.getByText("Thank you for your enquiry! We will get back to you soon."),
        ).toBeVisible();
        await expect
          .poll(
            () =>
              campaignCounts(request, campaign, {
                site,
                source: "newsletter",
                medium: "email",
                device: "desktop",
              }),
            { timeout: 30_000 },
          )
          .toEqual([
            "Contact form_submit | Contact | en: 1",
            "Contact | Contact | en: 1",
            "PageView | Contact | en: 1",
            "PageView | Home | en: 1",
          ]);
      });

    test("a browser sending Global Privacy Control is not counted", async ({
      browser,
      request,
    }) => {
      const campaign = uniqueCampaign("gpc");
      const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
      );
      const page = await context.newPage();
      const calls = countingCalls(page);
      await page.goto(`${chinaPath}?utm_campaign=${campaign}`);
      await waitForApp(page);
      // Past the moment a tab sends what it counted, and then leaving it.
      await page.waitForTimeout(3_000);
      await page.close();
      await context.close();
      expect(calls).toEqual([]);
      expect((await reportRows(request)).filter((row) => row.campaign === campaign)).toEqual([]);
    });
  });
}
