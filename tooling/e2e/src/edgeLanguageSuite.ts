import type { Browser, BrowserContextOptions } from "@playwright/test";
import { expect, isLocal, test, waitForApp } from "./fixtures";

const chinese = /[\u4e00-\u9fff]/;

interface EdgeLanguageOptions {
  /** An unprefixed page of the app, its English and its Chinese level-1 heading. */
  path: string;
  english: string | RegExp;
  chinese: string | RegExp;
}

async function visitorContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  await context.route(
    (url) => !isLocal(url.href),
    (route) => route.abort("blockedbyclient"),
  );
  return context;
}

/**
 * gw-serve chooses the language of an unprefixed address before sending any HTML: the language
 * cookie, else the browser's language, else English. A Chinese visitor gets the Chinese page in
 * the first answer (no English page, no second request), which then takes its own address.
 */
export function describeEdgeLanguage({
  path,
  english,
  chinese: chineseHeading,
}: EdgeLanguageOptions) {
  const twin = path === "/" ? "/zh/" : `/zh${path}`;
  const chineseCookie = (origin: string) => ({ name: "gw_lang", value: "zh", url: origin });

  test.describe("the server's language choice", () => {
    for (const [visitor, setUp] of [
      ["a visitor whose cookie says Chinese", { locale: "en-AU", cookie: true }],
      ["a first visit from a Chinese browser", { locale: "zh-CN", cookie: false }],
    ] as const) {
      test(`${visitor} gets the Chinese page in the first answer, at its own address`, async ({
        browser,
        baseURL,
      }) => {
        const context = await visitorContext(browser, { locale: setUp.locale });
        if (setUp.cookie) await context.addCookies([chineseCookie(baseURL!)]);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        const documents: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "document")
            documents.push(new URL(request.url()).pathname);
        });
        const response = await page.goto(`${path}?from=test#top`);
        expect(response?.headers()["vary"]).toMatch(/Cookie, Accept-Language/);
        expect(await response?.text()).toMatch(/<html lang="zh-CN"/);
        await expect(page).toHaveURL(`${twin}?from=test#top`);
        await waitForApp(page);
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(chineseHeading);
        expect(documents).toEqual([path]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    test("a crawler (no cookie, no language) gets the English page, canonical to itself", async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { "Accept-Language": "" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["vary"]).toMatch(/Cookie, Accept-Language/);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).not.toMatch(/<link rel="canonical" href="https:\/\/[^/"]+\/zh/);
    });

    test("a Chinese browser whose cookie says English gets English", async ({
      browser,
      baseURL,
    }) => {
      const context = await visitorContext(browser, { locale: "zh-CN" });
      await context.addCookies([{ name: "gw_lang", value: "en", url: baseURL! }]);
      const page = await context.newPage();
      await page.goto(path);
      await waitForApp(page);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(english);
      await context.close();
    });

    test("a choice an earlier version kept in the browser moves into the cookie, then the server knows it", async ({
      browser,
    }) => {
      const context = await visitorContext(browser, { locale: "en-AU" });
      const page = await context.newPage();
      await page.goto(path);
      await page.evaluate(() => localStorage.setItem("gw.preferred-language", "zh"));
      await page.reload();
      await waitForApp(page);
      expect((await context.cookies()).find((cookie) => cookie.name === "gw_lang")?.value).toBe(
        "zh",
      );
      const again = await page.goto(path);
      expect(await again?.text()).toMatch(/<html lang="zh-CN"/);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(chinese);
      await context.close();
    });
  });
}
