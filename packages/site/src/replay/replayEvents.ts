import { LIVE_ATTRIBUTE } from "@gw/ui/script-needed";
import type { CapturedEvent } from "./installEventCapture";

/** How long an element may take to get its handlers (a lazily hydrated part of the page). */
const HYDRATION_WAIT_MS = 5_000;

/**
 * Called once the app is live: replays what the visitor did before, in order, so each action
 * has the effect it would have had on a live page. An element the app re-rendered is found again
 * by its position under <body>. Resolves with how many were replayed.
 */
export async function replayEvents(win: Window, events: CapturedEvent[]): Promise<number> {
  let replayed = 0;
  for (const event of events) {
    if (await replay(win, event)) replayed++;
  }
  return replayed;
}

async function replay(win: Window, event: CapturedEvent): Promise<boolean> {
  const target = await hydrated(win, event.target, event.path);
  if (!target) {
    console.warn("Could not replay an early", event.type, "on", event.target);
    return false;
  }
  if (event.type === "click") {
    (target as HTMLElement).click();
    return true;
  }
  // A submit nobody handled would go out natively; the app always handles its own.
  const neverNative = (submit: Event) => submit.preventDefault();
  win.addEventListener("submit", neverNative);
  try {
    // Pressing the same button again is exactly what the visitor did; without one, submit.
    const submitter =
      event.submitter && (await hydrated(win, event.submitter, event.submitterPath));
    if (submitter && target.contains(submitter)) (submitter as HTMLElement).click();
    else (target as HTMLFormElement).requestSubmit();
  } finally {
    win.removeEventListener("submit", neverNative);
  }
  return true;
}

/**
 * The element as it is now, once the app has said it is live (`markLive`, from the commit that
 * attached its handlers): parts of the page hydrate after the root commits, and an event
 * replayed on a part still waiting would go unheard.
 */
async function hydrated(win: Window, element: Element, path: number[]): Promise<Element | null> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  for (;;) {
    const now = current(win.document, element, path);
    if (now?.hasAttribute(LIVE_ATTRIBUTE)) return now;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => win.setTimeout(resolve, 16));
  }
}

function current(doc: Document, element: Element, path: number[]): Element | null {
  if (element.isConnected) return element;
  let node: Element | undefined = doc.body;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === element.tagName ? node : null;
}
