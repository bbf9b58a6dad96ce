import type { Page } from "@playwright/test";

/** One answer the host wrote a page's islands from, as it embedded it (`#gw-page-answers`). */
interface EmbeddedAnswer<Body> {
  status: number;
  maxAgeSeconds: number | null;
  body: Body | null;
}

/**
 * The spot answer the host embedded in a page's HTML, with the currency it wrote the page in;
 * null where it wrote none (the page as built).
 */
export function embeddedSpotAnswer<Body>(
  html: string,
): (EmbeddedAnswer<Body> & { currency: string }) | null {
  const text = /<script type="application\/json" id="gw-page-answers">([^<]*)</.exec(html)?.[1];
  if (!text) return null;
  const page = JSON.parse(text) as {
    currency: string;
    answers: (EmbeddedAnswer<Body> & { key: string[] })[];
  };
  const spot = page.answers.find(({ key }) => key.join(" ") === `prices spot ${page.currency}`);
  return spot ? { ...spot, currency: page.currency } : null;
}

/** The same, from the page open in the browser (as the host sent it: the app never changes it). */
export async function spotAnswerInPage<Body>(page: Page, { timeout = 5000 } = {}) {
  const block = await page
    .locator("#gw-page-answers")
    .evaluate((script) => script.outerHTML, null, { timeout })
    .catch(() => "");
  return embeddedSpotAnswer<Body>(block);
}
