import { useCallback, type Ref, type RefCallback } from "react";
import { LIVE_ATTRIBUTE } from "./scriptNeeded";

/**
 * A ref for an element a visitor may act on before the app runs (a form, a button): React calls
 * it once the element is committed with its handlers, and the mark it sets tells the event
 * replay the element is live. Refs never run while prerendering, so the mark is never in a page
 * as built, and hydration finds the element as the server wrote it.
 */
export function markLive(element: Element | null): (() => void) | undefined {
  if (!element) return undefined;
  element.setAttribute(LIVE_ATTRIBUTE, "");
  return () => element.removeAttribute(LIVE_ATTRIBUTE);
}

/** `markLive` for an element that has a ref of its own already. */
export function useLiveRef<T extends Element>(ref?: Ref<T>): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      const unmark = markLive(element);
      if (typeof ref === "function") {
        const cleanup = ref(element);
        return () => {
          unmark?.();
          if (typeof cleanup === "function") cleanup();
          else ref(null);
        };
      }
      if (ref) ref.current = element;
      return () => {
        unmark?.();
        if (ref) ref.current = null;
      };
    },
    [ref],
  );
}
