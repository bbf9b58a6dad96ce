import { createFileRoute } from "@tanstack/react-router";
import { samePage } from "../../app/samePage";
import { Route as ChinaRoute } from "../../pages/china/ChinaRoute";

/** The China host opens on the China landing page. */
export const Route = createFileRoute("/_china/")(samePage(ChinaRoute));
