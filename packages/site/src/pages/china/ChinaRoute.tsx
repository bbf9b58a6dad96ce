import { createFileRoute } from "@tanstack/react-router";
import { chinaPage } from "./chinaPage";
import { ChinaPageView } from "./ChinaPageView";

/** The gold-to-China landing page at `/cny` on main and VIP (the China host: routes/china). */
export const Route = createFileRoute("/cny")({ ...chinaPage, component: ChinaPageView });
