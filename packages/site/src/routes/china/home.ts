import { createFileRoute } from "@tanstack/react-router";
import { chinaPage } from "../../pages/china/chinaPage";
import { ChinaPageView } from "../../pages/china/ChinaPageView";

/** The China host opens on the China landing page. */
export const Route = createFileRoute("/_china/")({ ...chinaPage, component: ChinaPageView });
