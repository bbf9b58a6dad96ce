import { useLayoutEffect, type RefObject } from "react";

/**
 * A controlled field the visitor changed on the prerendered page before the app arrived (text
 * typed, a slider moved): hydration leaves the new value in the page but not in the state, so
 * nothing acts on it and the next render would put the old one back. Adopting it at once (before
 * the page replays captured clicks and submits) keeps it and lets the page act on it.
 * Changed means other than what was rendered: hydration sets `defaultValue` to the rendered value
 * and leaves `value` as the visitor left it.
 */
export function useValueTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
) {
  // Once, on the first commit: later the state is the truth.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue) adopt(field.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
