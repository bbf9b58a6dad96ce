import { SCRIPT_NEEDED_ATTRIBUTE } from "@gw/ui/script-needed";
import { EVENT_CAPTURE_GLOBAL, type CapturedEvent, type EventCapture } from "./eventCapture";

/** How long an element may take to get its handlers (a lazily hydrated part of the page). */
const HYDRATION_WAIT_MS = 5_000;

/**
 * Called once the app is live: stops the capture and replays what the visitor did before, in
 * order, so each action has the effect it would have had on a live page. An element the app
 * re-rendered is found again by its position under <body>. Resolves with how many were replayed.
 */
export async function replayCapturedEvents(win: Window = window): Promise<number> {
  const capture = (win as unknown as Record<string, EventCapture | undefined>)[
    EVENT_CAPTURE_GLOBAL
  ];
  if (!capture) return 0;
  const events = capture.take();
  // The code did arrive after all: a "needs JavaScript" notice shown while waiting is wrong now.
  win.document.querySelectorAll(`[${SCRIPT_NEEDED_ATTRIBUTE}]`).forEach((notice) => {
    notice.setAttribute("hidden", "");
  });
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
 * The element as it is now, once React has attached its handlers: parts of the page hydrate
 * after the root commits, and an event replayed on a part still waiting would go unheard.
 */
async function hydrated(win: Window, element: Element, path: number[]): Promise<Element | null> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  for (;;) {
    const now = current(win.document, element, path);
    if (now && hasReactProps(now)) return now;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => win.setTimeout(resolve, 16));
  }
}

function hasReactProps(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

function current(doc: Document, element: Element, path: number[]): Element | null {
  if (element.isConnected) return element;
  let node: Element | undefined = doc.body;
  for (const index of path) node = node?.children[index];
  return node && node.tagName === element.tagName ? node : null;
}
