import { createRootRouteWithContext } from "@tanstack/react-router";
import { SiteRoot } from "../app/SiteRoot";
import type { SiteRouterContext } from "../app/SiteApp";

/**
 * The root of every host's tree. Its generated tree (`*.gen.ts`) adopts it, so a program holds
 * one host's tree: each app bundles only its own, and a test loads each host's in a fresh module
 * graph.
 */
export const Route = createRootRouteWithContext<SiteRouterContext>()({ component: SiteRoot });
