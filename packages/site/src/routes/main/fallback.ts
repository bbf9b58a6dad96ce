import { createFileRoute } from "@tanstack/react-router";
import { samePage } from "../../app/samePage";
import { Route as HomeRoute } from "../../pages/home/HomeRoute";

/** Every unknown path on the main and VIP sites shows the home page (kept out of search results). */
export const Route = createFileRoute("/$")(samePage(HomeRoute));
