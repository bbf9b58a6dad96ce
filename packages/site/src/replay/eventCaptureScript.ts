import { SCRIPT_NEEDED_ATTRIBUTE } from "@gw/ui/script-needed";
import { EVENT_CAPTURE_GLOBAL, installEventCapture } from "./eventCapture";

/** How long a submit may wait for the app before the page says it needs JavaScript. */
export const SCRIPT_WAIT_MS = 10_000;

/**
 * The inline <head> script that installs the capture before any prerendered form is parsed.
 * The same text on every page, so a content security policy can allow it by hash.
 */
export function eventCaptureScript(): string {
  const args = [
    "window",
    JSON.stringify(EVENT_CAPTURE_GLOBAL),
    JSON.stringify(SCRIPT_NEEDED_ATTRIBUTE),
    String(SCRIPT_WAIT_MS),
  ].join(",");
  return `(${installEventCapture.toString()})(${args});`;
}
