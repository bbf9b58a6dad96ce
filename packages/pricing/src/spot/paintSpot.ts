import { SPOT_WANTED_ATTRIBUTE } from "./spotMarkers";
import type { SpotView } from "./spotView";

/**
 * Writes a view into the page: every `data-spot` slot's text, which `data-spot-if` notes show,
 * each `data-spot-dir` element's direction, and on the root the currency and time shown (so the
 * app can tell whether what is on screen is still what it would show). Null clears the figures.
 * Once a view is painted, the figures on screen are the ones wanted (`SPOT_WANTED_ATTRIBUTE`).
 * These elements are the painter's alone: React renders them empty and never writes into them.
 */
export function paintSpot(root: Element, view: SpotView | null): void {
  root.querySelectorAll<HTMLElement>("[data-spot]").forEach((slot) => {
    slot.textContent = (view && view.text[slot.dataset.spot || ""]) || "";
  });
  root.querySelectorAll<HTMLElement>("[data-spot-if]").forEach((note) => {
    note.hidden = !(view && view.on[note.dataset.spotIf || ""]);
  });
  root.querySelectorAll<HTMLElement>("[data-spot-dir]").forEach((element) => {
    const direction = view && view.dir[element.dataset.spotDir || ""];
    if (direction) element.dataset.dir = direction;
    else delete element.dataset.dir;
  });
  if (view) {
    root.ownerDocument.documentElement.removeAttribute(SPOT_WANTED_ATTRIBUTE);
    root.setAttribute("data-spot-currency", view.currency);
    root.setAttribute("data-spot-as-of", view.asOf);
  } else {
    root.removeAttribute("data-spot-currency");
    root.removeAttribute("data-spot-as-of");
  }
}
