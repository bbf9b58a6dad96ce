import { index, layout, rootRoute, route } from "@tanstack/virtual-file-routes";

// One table per host family, read by the router plugin (src/vite/siteViteConfig), which writes
// each host's tree beside it (`<host>.gen.ts`). Paths of files are relative to `src/`; a page is
// one route file under `pages/`. Pages several hosts share (legal, register, referral) sit at the
// same address under the same root in every table, so each keeps one route id; a host's own home
// and fallback sit under a pathless layout named after the host (`/_china/`), so the ids of
// different pages at `/` never meet.

const legal = route("/legal/$", "pages/docs/LegalRoute.tsx");
const registration = [
  route("/register", "pages/register/RegisterRoute.tsx"),
  // The last segment prefills the code; `/referral` is the page written.
  route("/referral/$", "pages/referral/ReferralRoute.tsx"),
];

/** The main and VIP sites: every page; only their brands differ. */
const main = rootRoute("routes/root.ts", [
  index("pages/home/HomeRoute.tsx"),
  // Also answers `/contact-us/`: the router ignores a trailing slash.
  route("/contact-us", "pages/contact/ContactRoute.tsx"),
  route("/live-pricing", "pages/livePricing/LivePricingRoute.tsx"),
  route("/calculators", "pages/calculators/CalculatorsRoute.tsx"),
  route("/cny", "pages/china/ChinaRoute.tsx"),
  ...registration,
  route("/docs/$", "pages/docs/DocsRoute.tsx"),
  legal,
  // Every unknown path shows the home page.
  route("$", "routes/main/fallback.ts"),
]);

/** The China landing host: its landing page on `/` and on every path it has no other page for. */
const china = rootRoute("routes/root.ts", [
  layout("_china", "routes/china/chinaHost.ts", [
    index("routes/china/home.ts"),
    route("$", "routes/china/fallback.ts"),
  ]),
  legal,
]);

/** The register host: opens on the referral page, and reads any other path as a short link. */
const register = rootRoute("routes/root.ts", [
  layout("_register", "routes/register/registerHost.ts", [
    index("routes/register/home.tsx"),
    // `/{code}`: a short referral link.
    route("$", "routes/register/shortLink.tsx"),
  ]),
  ...registration,
  legal,
]);

/** Each host family's route table, by the name of its generated tree. */
export const routeTables = { main, china, register };

export type HostRoutes = keyof typeof routeTables;
