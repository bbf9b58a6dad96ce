import { lazy, Suspense } from "react";
import { useConsent } from "./store/useConsent";

// Not needed for the first paint, and most visits (a choice is stored) never need it: its code
// loads after hydration, only when the banner is to be shown.
const ConsentBanner = lazy(() =>
  import("./banner/ConsentBanner").then((module) => ({ default: module.ConsentBanner })),
);

/** Mounts the cookie banner once the client knows it is wanted; nothing while prerendering. */
export function DeferredConsentBanner() {
  const { shown } = useConsent();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
