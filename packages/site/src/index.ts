export { bootClient } from "./app/bootClient";
export { SiteRoot } from "./app/SiteRoot";
export { pageHead, headFromMatches, type PageHead } from "./app/pageHead";
export type { SiteApp, SiteRouterContext } from "./app/SiteApp";
export { siteCatalogs } from "./app/siteCatalogs";
export { homePage } from "./pages/home/homePage";
export { registerPage } from "./pages/register/registerPage";
export { referralPage } from "./pages/referral/referralPage";
export { registrationRoutes, registrationPaths } from "./pages/registration/registrationRoutes";
