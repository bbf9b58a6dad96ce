import { createFileRoute } from "@tanstack/react-router";

/**
 * The register host's own addresses, without a segment of their own: its ids (`/_register/`) stay
 * apart from the main site's page at `/` (see routes/routeTables).
 */
export const Route = createFileRoute("/_register")({});
