import type { SiteRouter } from "../app/createSiteRouter";
import { routeTree } from "./register.gen";

/** The register host: opens on the referral page, and reads any other path as a short link. */
export const registerHostRoutes = routeTree;

/** The register host's router: its app registers it, so a link to a page it lacks fails to type-check. */
export type RegisterHostRouter = SiteRouter<typeof routeTree>;
