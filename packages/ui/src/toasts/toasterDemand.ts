import { useSyncExternalStore } from "react";

// Whether any toast has been asked for yet. The toaster (and the toast library's UI) loads only
// then, so pages nobody gets a toast on never download it; sonner replays toasts created before
// its Toaster subscribed, so the first one is not lost.
let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been shown; always false while prerendering. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
