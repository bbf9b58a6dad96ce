const requested = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` to the page at most once per address, however many components (or
 * StrictMode's double effects) ask for it; every caller shares the one request's outcome.
 * A failed load stays failed for this page view: retrying a blocked script only repeats the error.
 */
export function loadScriptOnce(src: string, doc: Document = document): Promise<void> {
  let pending = requested.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = doc.createElement("script");
      script.src = src;
      script.async = true;
      script.addEventListener("load", () => resolve());
      script.addEventListener("error", () => {
        script.remove();
        reject(new Error(`Could not load ${src}`));
      });
      doc.head.append(script);
    });
    requested.set(src, pending);
  }
  return pending;
}

/** Forgets every request; for tests that need a fresh page. */
export function resetScriptRequests() {
  requested.clear();
}
