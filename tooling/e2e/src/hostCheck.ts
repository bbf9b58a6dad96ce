import { expect, type Browser } from "@playwright/test";
import { launchWithHostsOnLoopback } from "./foreignHost";

/**
 * Opens an app under a host name (resolved to this machine) and reports where the browser
 * ended up and which of the app's files it fetched. Production addresses answer with a stub.
 */
export async function openUnderHost(browser: Browser, url: string) {
  const context = await browser.newContext();
  const fetched: string[] = [];
  const errors: string[] = [];
  await context.route(/^https:\/\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>production</title>" }),
  );
  const page = await context.newPage();
  page.on("request", (request) => fetched.push(request.url()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(url);
  return { page, fetched, errors, close: () => context.close() };
}

/** Every host the host-check tests open, mapped to 127.0.0.1. */
const testHosts = [
  "test.example",
  "goldwattle.com.evil.example",
  "join.goldwattle.com",
  "goldwattle.com",
  "goldwattleprivate.com",
];

export async function withHostBrowser(run: (browser: Browser) => Promise<void>) {
  const browser = await launchWithHostsOnLoopback(testHosts);
  try {
    await run(browser);
  } finally {
    await browser.close();
  }
}

/** The page was replaced by the production register page and never started the app. */
export async function expectTurnedAway(
  result: Awaited<ReturnType<typeof openUnderHost>>,
  productionRegister: string,
) {
  await expect(result.page).toHaveURL(productionRegister);
  await expect(result.page).toHaveTitle("production");
  // Lazily loaded page code is only fetched once the app starts.
  expect(result.fetched.filter((url) => /Route-[\w-]+\.js/.test(url))).toEqual([]);
  expect(result.errors).toEqual([]);
}
