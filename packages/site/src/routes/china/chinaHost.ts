import { createFileRoute } from "@tanstack/react-router";

/**
 * The China host's own addresses, without a segment of their own: its ids (`/_china/`) stay apart
 * from the main site's page at `/` (see routes/routeTables).
 */
export const Route = createFileRoute("/_china")({});
