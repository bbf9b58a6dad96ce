import { useLayoutEffect, type RefObject } from "react";

/**
 * A controlled field whose prerendered input the visitor typed into before the app arrived:
 * hydration leaves the typed text in the page but the state empty, and the next render would
 * wipe it. Adopting the text at once (before the page replays captured submits) keeps it.
 */
export function useValueTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
) {
  // Once, on the first commit: later the state is the truth.
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
