/**
 * Set on <html> by a head script that is replacing the page before it is painted (a foreign
 * host, or a visitor whose language lives at another address). The page is hidden, and neither
 * the app start nor the app runs: the next page is on its way.
 */
export const PAGE_LEAVING_ATTRIBUTE = "data-gw-leaving";

export function isLeavingPage(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(PAGE_LEAVING_ATTRIBUTE);
}

/** Hides the page and marks it as leaving: nothing of it shows, and no code of it starts. */
export function leavePage(doc: Document = document): void {
  doc.documentElement.setAttribute(PAGE_LEAVING_ATTRIBUTE, "");
  doc.documentElement.style.display = "none";
}
