import { SCRIPT_NEEDED_ATTRIBUTE } from "@gw/ui/script-needed";
import { EVENT_CAPTURE_GLOBAL, type CapturedEvent, type EventCapture } from "./installEventCapture";

/**
 * Ends the pre-hydration capture (the app handles events itself from now on) and returns what
 * it queued. Kept apart from the replay so a page where nothing was queued downloads no more.
 */
export function takeCapturedEvents(win: Window = window): CapturedEvent[] {
  const capture = (win as unknown as Record<string, EventCapture | undefined>)[
    EVENT_CAPTURE_GLOBAL
  ];
  if (!capture) return [];
  // The code did arrive after all: a "needs JavaScript" notice shown while waiting is wrong now.
  win.document.querySelectorAll(`[${SCRIPT_NEEDED_ATTRIBUTE}]`).forEach((notice) => {
    notice.setAttribute("hidden", "");
  });
  return capture.take();
}
