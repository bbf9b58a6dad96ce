import { sitePrerender } from "@gw/site/server";
import { app } from "./app";

/** @public gw-build loads this module by path and renders every page through it (SitePrerender). */
export default sitePrerender(app);
