export { bootClient } from "./app/bootClient";
export type { SiteApp } from "./app/SiteApp";
export { siteCatalogs } from "./app/siteCatalogs";
export { mainSiteRoutes } from "./routes/mainSiteRoutes";
export { chinaHostRoutes } from "./routes/chinaHostRoutes";
export { registerHostRoutes } from "./routes/registerHostRoutes";
