import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the prerendered page is being hydrated (and on the server), true after. Lets a
 * component wait until it renders for this visitor before it asks for data or writes into the
 * page, so what the prerenderer drew is what hydration finds.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
