import { useToasterWanted } from "@gw/ui";
import { lazy, Suspense } from "react";

// The toast library is only needed once something shows a toast; keeping it out of the entry
// chunk keeps every page's first load small.
const SiteToaster = lazy(() =>
  import("@gw/ui/toaster").then((module) => ({ default: module.SiteToaster })),
);

/** Mounts the site's one toaster the first time a toast is shown. */
export function DeferredToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  );
}
