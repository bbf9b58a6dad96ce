import type { Page } from "@playwright/test";

/** One answer the host wrote a page's islands from, as it embedded it (`#gw-page-answers`). */
interface EmbeddedAnswer<Body> {
  status: number;
  maxAgeSeconds: number | null;
  body: Body | null;
}

/** The spot answer in the page answers' JSON, with the currency the page was written in. */
function spotAnswerOf<Body>(json: string): (EmbeddedAnswer<Body> & { currency: string }) | null {
  const page = JSON.parse(json) as {
    currency: string;
    answers: (EmbeddedAnswer<Body> & { key: string[] })[];
  };
  const spot = page.answers.find(({ key }) => key.join(" ") === `prices spot ${page.currency}`);
  return spot ? { ...spot, currency: page.currency } : null;
}

/** The spot answer the host embedded in a page's HTML; null where it wrote none (as built). */
export function embeddedSpotAnswer<Body>(html: string) {
  const json = /<script type="application\/json" id="gw-page-answers">([^<]*)</.exec(html)?.[1];
  return json ? spotAnswerOf<Body>(json) : null;
}

/** The same, from the page open in the browser (as the host sent it: the app never changes it). */
export async function spotAnswerInPage<Body>(page: Page, { timeout }: { timeout?: number } = {}) {
  const json = await page
    .locator("#gw-page-answers")
    .textContent({ timeout })
    .catch(() => null);
  return json ? spotAnswerOf<Body>(json) : null;
}
