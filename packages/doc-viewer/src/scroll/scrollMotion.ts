/** Spec constants for the viewer's scrolling. */
const SECTION_SCROLL_OFFSET_PX = 24;
const SECTION_SCROLL_MS = 500;
export const PAGE_TOP_DELAY_MS = 100;
export const BACK_TO_TOP_AFTER_PX = 600;

const prefersReducedMotion = () =>
  window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** Height of a sticky or fixed site header, so a section never lands underneath it. */
function stickyHeaderHeight(): number {
  const header = document.querySelector("header");
  if (!header) return 0;
  const { position } = getComputedStyle(header);
  return position === "sticky" || position === "fixed" ? header.getBoundingClientRect().height : 0;
}

/** Scrolls so the element sits 24 px below the header, animated over 500 ms. */
export function scrollToElement(element: Element) {
  const top =
    element.getBoundingClientRect().top +
    window.scrollY -
    stickyHeaderHeight() -
    SECTION_SCROLL_OFFSET_PX;
  animateScrollTo(Math.max(0, top), SECTION_SCROLL_MS);
}

function animateScrollTo(top: number, duration: number) {
  const start = window.scrollY;
  if (prefersReducedMotion() || Math.abs(top - start) < 1) {
    window.scrollTo(0, top);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    window.scrollTo(0, start + (top - start) * eased);
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function scrollToTopSmoothly() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}
