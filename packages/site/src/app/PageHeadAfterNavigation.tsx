import { useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";

const PageHead = lazy(() => import("./PageHead").then(({ PageHead }) => ({ default: PageHead })));

/**
 * The router's head (`PageHead`) from the first client navigation to another page on. Until
 * then the prerendered head already describes the page, so a first visit does not load the
 * router's head code (about 2 kB); the navigation that needs it loads it beside the next page.
 */
export function PageHeadAfterNavigation() {
  const router = useRouter();
  const [navigated, setNavigated] = useState(false);
  useEffect(
    () =>
      router.subscribe("onBeforeNavigate", ({ fromLocation, pathChanged }) => {
        if (fromLocation && pathChanged) setNavigated(true);
      }),
    [router],
  );
  return navigated ? (
    <Suspense fallback={null}>
      <PageHead />
    </Suspense>
  ) : null;
}
