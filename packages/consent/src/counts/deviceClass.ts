import type { DeviceClass } from "@gw/api-client/counts";

/** What the browser tells of its device without its user agent string. */
export interface DeviceHints {
  /** Whether the primary pointer is a finger (`(pointer: coarse)`). */
  coarsePointer: boolean;
  /** The screen's shorter side in CSS pixels. */
  shortSide: number;
}

/** Below this a touch screen is a phone's; a tablet's shorter side is 600 px or more. */
const tabletShortSide = 600;

/** The device class the counts keep: a touch screen by its size, anything else a desktop. */
export function deviceClass({ coarsePointer, shortSide }: DeviceHints): DeviceClass {
  if (!coarsePointer) return "desktop";
  return shortSide < tabletShortSide ? "phone" : "tablet";
}
