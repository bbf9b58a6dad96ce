import { test as base, expect, type Page } from "@playwright/test";

/** Loopback only: the tests must never reach the internet. */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === "data:" || protocol === "blob:") return true;
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** Where and how the site stores the cookie choice (kept in step with @gw/consent's storage). */
export const CONSENT_STORAGE_KEY = "gw.cookie-consent";
export interface StoredConsent {
  analytics: boolean;
  advertising: boolean;
}
export const storedConsentValue = ({ analytics, advertising }: StoredConsent) =>
  JSON.stringify({ v: 1, analytics, advertising });

export interface SiteFixtures {
  /** Every console error and uncaught exception the page produced. */
  pageErrors: string[];
  /** Requests that tried to leave the machine (and were aborted). */
  externalRequests: string[];
  /**
   * The cookie choice every page of the test starts with, so the banner does not cover what
   * tests click (Accept all unless a test says otherwise); null starts with no choice made.
   */
  storedConsent: StoredConsent | null;
}

export const test = base.extend<SiteFixtures>({
  storedConsent: [{ analytics: true, advertising: true }, { option: true }],
  context: async ({ context, storedConsent }, provide) => {
    if (storedConsent) {
      await context.addInitScript(
        ([key, value]) => {
          try {
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          } catch {
            // Pages without storage (about:blank) have no banner either.
          }
        },
        [CONSENT_STORAGE_KEY, storedConsentValue(storedConsent)] as const,
      );
    }
    await provide(context);
  },
  externalRequests: async ({ context }, provide) => {
    const external: string[] = [];
    await context.route(
      (url) => !isLocal(url.href),
      (route) => {
        external.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await provide(external);
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await provide(errors);
  },
  page: async ({ page, externalRequests }, provide) => {
    void externalRequests;
    await provide(page);
  },
});

export { expect };

/**
 * The mark the app sets on its root once it has committed (`LIVE_ATTRIBUTE` of @gw/ui, which
 * this package does not depend on): the page is the app's from then on.
 */
export const APP_LIVE_SELECTOR = "#root[data-gw-live]";

/** Waits until the client has taken over the prerendered page. */
export async function waitForApp(page: Page) {
  await page.locator(APP_LIVE_SELECTOR).waitFor({ state: "attached" });
}
