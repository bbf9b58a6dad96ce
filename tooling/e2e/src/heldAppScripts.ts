import type { Page } from "@playwright/test";

/** The app's own code: hashed modules under /assets. */
const appScripts = /\/assets\/[^?#]+\.js(\?.*)?$/;

/**
 * Holds back every app script until `release` is called, so a test can act on the prerendered
 * page in the window before hydration, as a visitor on a slow phone does.
 */
export async function holdAppScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(appScripts, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The app's code never arrives (blocked by a filter, or a failed network). */
export async function blockAppScripts(page: Page) {
  await page.route(appScripts, (route) => route.abort("blockedbyclient"));
}

/** Opens a page without waiting for its (held) scripts. */
export async function openPrerendered(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}
