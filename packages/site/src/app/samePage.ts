import type { AnyRoute } from "@tanstack/react-router";

/**
 * Another address of a page that has its own route file (a host's home or its fallback for
 * unknown paths): the same head, page view, islands, loader and (already split-off) component,
 * read from that route. A route belongs to one tree, so each address needs a route of its own.
 */
export function samePage(page: AnyRoute) {
  const { staticData, head, loader, component, pendingComponent } = page.options;
  return { staticData, head, loader, component, pendingComponent };
}
