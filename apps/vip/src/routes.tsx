// The VIP site has every page of the main site; only its brand (src/brand.ts) differs.
export { prerenderPaths, routeTree } from "main/routes";
