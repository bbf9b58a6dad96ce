import { expect, test } from "./fixtures";
import { storedContactRequests, uniqueEmail } from "./storedContactRequests";

/** The app's entry module: the one script that starts it. */
const appEntry = /\/assets\/entry-client-[^/?]+\.js/;

export interface FirstPaintPages {
  /** Pages whose app must find every module it loads on its way to live already asked for. */
  pages: string[];
  /** A page with the preregistration form. */
  preregistration: string;
}

/**
 * What a page starts at its first paint, before its app is live (issue: "A form that answers in
 * one round trip for the visitor who types as soon as it shows"): every module the app loads on
 * its way to live is asked for at once, not one round trip after another; and on a page with a
 * captcha form the captcha is solved while the app is still on its way, its solution the one the
 * form sends.
 */
export function describeFirstPaint({ pages, preregistration }: FirstPaintPages) {
  test.describe("from the first paint", () => {
    for (const path of pages) {
      test(`${path}: the app asks for no module of its own late on its way to live`, async ({
        page,
      }) => {
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.getElementById("root")?.hasAttribute("data-gw-live")) return;
            observer.disconnect();
            Object.assign(window, { gwLiveAt: performance.now() });
          }).observe(document, {
            subtree: true,
            attributes: true,
            attributeFilter: ["data-gw-live"],
          });
        });
        await page.goto(path);
        await page.waitForFunction(() => "gwLiveAt" in window);
        const late = await page.evaluate(() => {
          const liveAt = (window as unknown as { gwLiveAt: number }).gwLiveAt;
          // What the page named at once: the entry and the modules appStart preloads.
          const named = new Set(
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
              (link) => link.href,
            ),
          );
          // A module the page did not name is one the app asked for itself, a round trip later
          // (the captcha's worker script is the captcha start's, no module of the app's).
          return performance
            .getEntriesByType("resource")
            .filter((entry) => entry.startTime < liveAt && /\/assets\/[^/]+\.js$/.test(entry.name))
            .filter((entry) => !named.has(entry.name) && !entry.name.includes(".worker"))
            .map((entry) => new URL(entry.name).pathname);
        });
        expect(late).toEqual([]);
      });
    }

    test("a visitor who scrolled to the form before the app arrived stays there when it does", async ({
      page,
    }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(appEntry, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(preregistration, { waitUntil: "domcontentloaded" });
      await page.getByLabel("Email address").focus();
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      release();
      await page.waitForFunction(() =>
        document.getElementById("root")?.hasAttribute("data-gw-live"),
      );
      // A frame for anything the first render does to the scroll.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      await expect(page.getByLabel("Email address")).toBeFocused();
    });

    test("the captcha is solved before the app arrives, and an early submit sends that solution", async ({
      page,
      request,
    }) => {
      // Only the app's entry is held: the page, its head scripts and the captcha's worker come.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(appEntry, async (route) => {
        await released;
        await route.continue();
      });
      const challenges: string[] = [];
      page.on("request", (asked) => {
        if (asked.url().includes("/captcha/challenge")) challenges.push(asked.url());
      });
      await page.goto(preregistration, { waitUntil: "domcontentloaded" });
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("gw:captcha-solve").length))
        .toBe(1);
      const email = uniqueEmail("first-paint");
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Sign me up" }).click();
      release();
      await expect(page.getByText("Thank you for preregistering!")).toBeVisible();
      expect(challenges).toHaveLength(1);
      expect(await storedContactRequests(request, email)).toHaveLength(1);
    });
  });
}
