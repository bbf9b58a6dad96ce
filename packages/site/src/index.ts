// The client side every app shares; each host's routes are their own entry (`@gw/site/main`,
// `@gw/site/china`, `@gw/site/register`), so an app's program holds only its host's pages.
export { bootClient } from "./app/bootClient";
export type { SiteApp } from "./app/SiteApp";
export { siteBrand } from "./app/siteBrand";
export { siteCatalogs } from "./app/siteCatalogs";
