import { createFileRoute } from "@tanstack/react-router";
import { chinaPage } from "../../pages/china/chinaPage";
import { ChinaPageView } from "../../pages/china/ChinaPageView";

/** Every path the China host has no other page for shows its landing page. */
export const Route = createFileRoute("/_china/$")({ ...chinaPage, component: ChinaPageView });
