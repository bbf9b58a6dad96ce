import type { Preview } from "@storybook/react-vite";
import { expect, vi } from "vitest";
import { commands, page } from "vitest/browser";

declare module "vitest/browser" {
  interface BrowserCommands {
    /** Starts counting the test page's requests in flight (once; vitest.config.ts). */
    watchRequests: () => Promise<void>;
    /** Resolves once the test page has had no request in flight for a moment. */
    requestsSettled: () => Promise<void>;
    /** Copies a story's baseline beside its actual and diff images (vitest.config.ts). */
    keepExpectedScreenshot: (name: string) => Promise<void>;
  }
}

/**
 * The clock every story sees under test: just after the example prices' quotes (the stand-ins in
 * priceApi.ts), so the footer's year, a calculator's default start or anything counted from today
 * is the same on every run. It moves on from there as time passes; only its start is fixed.
 */
const storyClock = new Date("2026-11-24T06:30:00Z");

/**
 * What the screenshots need of the page, before the story renders: no scrollbar (the story is
 * laid out once, at the viewport's full width), and every part drawn. `content-visibility: auto`
 * (`.gw-below-fold`) skips what is off screen and remembers its last size, so a page's layout
 * would depend on when each section came into view as the viewport grew: a pixel's difference in
 * height from one run to the next. A visitor sees the same drawn, once scrolled to.
 */
const screenshotCss = "html{scrollbar-width:none}*{content-visibility:visible!important}";

export const beforeEach: Preview["beforeEach"] = async () => {
  if (!document.getElementById("gw-screenshot-css")) {
    const style = document.createElement("style");
    style.id = "gw-screenshot-css";
    style.textContent = screenshotCss;
    document.head.append(style);
  }
  await commands.watchRequests();
  vi.useFakeTimers({ now: storyClock, toFake: ["Date"], shouldAdvanceTime: true });
  return () => void vi.useRealTimers();
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Waits until the story has finished arriving: nothing loading (a lazy part, its data) and the
 * page unchanged for two frames. A story that never stops changing is taken after 5 s as it is.
 */
async function storySettled() {
  let changed = true;
  const changes = new MutationObserver(() => (changed = true));
  changes.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const giveUpAt = performance.now() + 5_000;
  try {
    while (changed && performance.now() < giveUpAt) {
      changed = false;
      await commands.requestsSettled();
      await nextFrame();
      await nextFrame();
    }
  } finally {
    changes.disconnect();
  }
}

/**
 * A story taller than the viewport is drawn only as far as the viewport (the test runs in a frame
 * of that size): the viewport grows to the story's height until the two agree (content sized by
 * the viewport, `100vh`, grows with it: a few rounds at most).
 */
async function fitViewportTo(root: HTMLElement) {
  await storySettled();
  for (let round = 0; round < 5; round += 1) {
    const height = Math.ceil(root.getBoundingClientRect().bottom);
    if (height <= window.innerHeight) return;
    await page.viewport(window.innerWidth, height);
    await storySettled();
  }
}

/**
 * Each story's look, as the test that renders it ends (after its play function, animations
 * paused): a screenshot of the story root compared pixel for pixel with its baseline in
 * `.storybook/baselines/<component>/<story>.png` (see docs/storybook.md).
 */
export const afterEach: Preview["afterEach"] = async ({ canvasElement, id }) => {
  // `<component>/<story>.png`: one folder per component (a story id is `<component>--<story>`).
  const name = id.replace("--", "/");
  // From the top, as a visitor first sees the page: a play function that scrolled (to a field, a
  // message) would leave the sticky header drawn wherever the page stood, a pixel apart per run.
  window.scrollTo(0, 0);
  await fitViewportTo(canvasElement);
  await document.fonts.ready;
  // A logo still loading would be drawn as nothing, or as a broken image.
  await Promise.all(
    Array.from(canvasElement.querySelectorAll("img"), (image) => image.decode().catch(() => {})),
  );
  // The story root is the test's own element: a test id names it for the screenshot. A root
  // with no box (a story that shows nothing, or only something fixed to the viewport, like the
  // cookie banner) is seen as the viewport shows it.
  canvasElement.dataset.testid = "story-root";
  // Drawn afresh, in a layer of its own (the screenshot waits for the next frames): a part
  // repainted during the play function can differ by a shade at a shadow's edge from the same
  // part drawn at once.
  canvasElement.style.willChange = "opacity";
  const { width, height } = canvasElement.getBoundingClientRect();
  const seen = width > 0 && height > 0 ? page.getByTestId("story-root") : page;
  try {
    // Once, not polled (expect.element would retry a mismatch, a screenshot each time).
    await expect(seen).toMatchScreenshot(name);
  } catch (error) {
    await commands.keepExpectedScreenshot(name);
    throw error;
  }
};
