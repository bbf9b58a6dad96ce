import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { createContext, useContext, useMemo, type ReactNode } from "react";

const StoryContent = createContext<ReactNode>(null);

function RouteContent() {
  return <>{useContext(StoryContent)}</>;
}

/**
 * Stories of the viewer's links render inside a `/docs/$` route at `/docs/fees`, as the site
 * mounts the viewer: its links are the section's own route (`.`) with another page.
 */
export function StoryDocumentRoute({ children }: { children: ReactNode }) {
  const router = useMemo(() => {
    const rootRoute = createRootRoute();
    const docsRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: "docs/$",
      component: RouteContent,
    });
    return createRouter({
      routeTree: rootRoute.addChildren([docsRoute]),
      history: createMemoryHistory({ initialEntries: ["/docs/fees"] }),
    });
  }, []);
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}
