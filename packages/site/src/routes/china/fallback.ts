import { createFileRoute } from "@tanstack/react-router";
import { samePage } from "../../app/samePage";
import { Route as ChinaRoute } from "../../pages/china/ChinaRoute";

/** Every path the China host has no other page for shows its landing page. */
export const Route = createFileRoute("/_china/$")(samePage(ChinaRoute));
