/**
 * Pre-hydration event capture (Angular's event replay is the model). A prerendered page looks
 * ready before its scripts run; without this a submit would go out natively (putting what the
 * visitor typed into the address) and a click on a button would do nothing. Until the app is
 * live, submits and button clicks are stopped and queued for the app to replay once.
 *
 * It runs from every page's <head> (the eventCapture head script), before any form is parsed.
 * Notes on its body:
 * - A submit button's click becomes a submit event, which is what gets queued.
 * - A visitor who sees nothing happen clicks again; the live page would have acted once, so a
 *   repeat of the last queued event is dropped.
 * - A submit still waiting after `waitMs`, or any script that fails to load, reveals the forms'
 *   "needs JavaScript" notices; the queue is kept in case the app arrives after all.
 * - Submit buttons are prerendered disabled (so that without scripts no form can be sent); once
 *   the page is parsed (before its module scripts run) it enables those marked `enabledAttribute`.
 * - The first event queued asks for the replay's modules (`replayModules`), so that the app,
 *   once live, does not first wait a round trip for them; a page nobody acts on early never
 *   fetches them.
 */
export interface CapturedEvent {
  type: "submit" | "click";
  /** The form (submit) or the button (click). */
  target: Element;
  /** The button that submitted the form, when there was one. */
  submitter: Element | null;
  /** Child indexes from <body>, to find the element again if the app re-rendered it. */
  path: number[];
  submitterPath: number[];
}

export interface EventCapture {
  /** Ends capturing and returns the queue (once; later calls get nothing). */
  take(): CapturedEvent[];
}

export const EVENT_CAPTURE_GLOBAL = "__gwEventCapture";

/** How long a submit may wait for the app before the page says it needs JavaScript. */
export const SCRIPT_WAIT_MS = 10_000;

export function installEventCapture(
  win: Window & typeof globalThis,
  globalName: string,
  noticeAttribute: string,
  enabledAttribute: string,
  waitMs: number,
  replayModules: readonly string[],
): EventCapture {
  const doc = win.document;
  let queue: CapturedEvent[] = [];
  let live = false;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const on = {
    pathOf(element: Element) {
      const path: number[] = [];
      for (let node = element; node !== doc.body && node.parentElement; node = node.parentElement) {
        path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      }
      return path;
    },
    showNotices() {
      failed = true;
      doc.querySelectorAll("[" + noticeAttribute + "]").forEach((notice) => {
        notice.removeAttribute("hidden");
      });
    },
    preloadReplay() {
      replayModules.forEach((href) => {
        const link = doc.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        doc.head.appendChild(link);
      });
    },
    capture(event: Event) {
      if (live) return;
      const type = event.type as CapturedEvent["type"];
      const target = event.target as Element;
      const button = type === "click" && target.closest ? target.closest("button") : null;
      if (type === "click" && (!button || (button.type === "submit" && button.form))) return;
      const element = button || target;
      event.preventDefault();
      event.stopImmediatePropagation();
      const last = queue[queue.length - 1];
      if (!last) on.preloadReplay();
      if (!last || last.target !== element || last.type !== type) {
        const submitter = (event as SubmitEvent).submitter || null;
        const submitterPath = submitter ? on.pathOf(submitter) : [];
        queue.push({ type, target: element, submitter, path: on.pathOf(element), submitterPath });
      }
      if (type === "submit") {
        if (failed) on.showNotices();
        else if (timer === undefined) timer = setTimeout(on.showNotices, waitMs);
      }
    },
    scriptFailed(event: Event) {
      if (live || (event.target as Element).tagName !== "SCRIPT") return;
      failed = true;
      if (queue.some((entry) => entry.type === "submit")) on.showNotices();
    },
  };

  const enableButtons = () => {
    doc.querySelectorAll("[" + enabledAttribute + "]").forEach((button) => {
      button.removeAttribute("disabled");
    });
  };
  if (doc.readyState === "loading")
    doc.addEventListener("readystatechange", enableButtons, { once: true });
  else enableButtons();

  doc.addEventListener("submit", on.capture, true);
  doc.addEventListener("click", on.capture, true);
  win.addEventListener("error", on.scriptFailed, true);

  const api: EventCapture = {
    take() {
      live = true;
      clearTimeout(timer);
      doc.removeEventListener("submit", on.capture, true);
      doc.removeEventListener("click", on.capture, true);
      win.removeEventListener("error", on.scriptFailed, true);
      const taken = queue;
      queue = [];
      return taken;
    },
  };
  (win as unknown as Record<string, unknown>)[globalName] = api;
  return api;
}
