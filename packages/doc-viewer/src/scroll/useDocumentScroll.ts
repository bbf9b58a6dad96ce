import { useEffect, useRef } from "react";
import { PAGE_TOP_DELAY_MS, scrollToElement, scrollToTopSmoothly } from "./scrollMotion";

/**
 * Moves the view when the document changes: to the requested section (or the address hash),
 * else, on a new page, smoothly to the top after a short delay so the new content is laid out.
 */
export function useDocumentScroll(pageId: string, section: string | null, hash: string) {
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    const pageChanged = shownPage.current !== null && shownPage.current !== pageId;
    shownPage.current = pageId;
    const target = section ?? (hash ? decodeHash(hash) : null);
    const element = target ? document.getElementById(target) : null;
    if (element) {
      scrollToElement(element);
      return;
    }
    if (!pageChanged) return;
    const timer = window.setTimeout(scrollToTopSmoothly, PAGE_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pageId, section, hash]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return hash.replace(/^#/, "");
  }
}
