import { loadCatalogs } from "@gw/i18n";
import { lazy, Suspense } from "react";
import { loadConsentCatalog } from "./loadConsentCatalog";
import { useConsent } from "./store/useConsent";

// Not needed for the first paint, and most visits (a choice is stored) never need it: its code
// and its words load after hydration, only when the banner is to be shown, so the app does not
// wait for them on its way to live.
const ConsentBanner = lazy(async () => {
  const [module] = await Promise.all([
    import("./banner/ConsentBanner"),
    loadCatalogs([loadConsentCatalog]),
  ]);
  return { default: module.ConsentBanner };
});

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
