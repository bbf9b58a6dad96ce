import { pageIdFromPath } from "@gw/doc-viewer";
import { useRouter, useRouterState } from "@tanstack/react-router";

/**
 * The page of this document section the router is on its way to, or null when it is not loading
 * another page of it. Read from the route's own parameters (its splat), so an address prefix such
 * as a language does not matter. The document route shows `Loading document...` at once from it,
 * instead of keeping the previous page until the next arrives (spec section 4).
 */
export function usePendingDocumentPage(routeId: string, defaultPage: string): string | null {
  const router = useRouter();
  return useRouterState({
    select: (state) => {
      if (state.status !== "pending") return null;
      const [, params, route] = router.getMatchedRoutes(state.location.pathname);
      if (route?.id !== routeId) return null;
      return pageIdFromPath("", `/${params._splat ?? ""}`, defaultPage);
    },
  });
}
