// The first-party counts' names (contract.md "First-party counts"), shared by the page that sends
// them and the API that checks and keeps them. Imports nothing, so a page's counting code carries
// no schema library.

/** The events a page counts: each `track()` event of the spec. */
export const pageEvents = [
  "PageView",
  "Contact",
  "Contact form_submit",
  "Lead",
  "LoginRedirect",
] as const;
export type PageEvent = (typeof pageEvents)[number];

/** The events the API counts itself, when an address is confirmed. */
export type ConfirmationEvent = "Preregistration confirmed" | "Price alert confirmed";

/** The four site apps. */
export const countedSites = ["main", "vip", "cny", "register"] as const;
export type CountedSite = (typeof countedSites)[number];

export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Each document page's id, as its page view names it (`Document: {id}`). */
const documentPages = [
  "most-common",
  "fees",
  "glossary",
  "overview",
  "terms-and-conditions",
  "privacy-policy",
  "cookie-policy",
  "aml-ctf-policy",
] as const;

/**
 * Every page name a `PageView` carries (a route's `staticData.pageView`; the site's tests hold
 * every route to this list), so the API can refuse any other.
 */
export const countedPages = [
  "Home",
  "Contact",
  "Live pricing",
  "Calculators",
  "CNY",
  "Register",
  "Referral",
  ...documentPages.map((id) => `Document: ${id}` as const),
] as const;
export type CountedPage = (typeof countedPages)[number];

/** The longest source, medium or campaign kept; longer is refused, never cut. */
export const countedTextMaxLength = 100;

/** The most events one counting call carries (a tab sends what it gathered every few seconds). */
export const countedEventsPerCall = 20;

/** Where a visit came from: `utm_*` of the address it landed on, else the referring host. */
export interface VisitSource {
  source: string;
  medium: string;
  campaign: string;
}

/** One event as counted: no identifier of any kind, only the dimensions the report keeps. */
export interface CountedEvent extends VisitSource {
  event: PageEvent;
  page: CountedPage;
  language: "en" | "zh";
  device: DeviceClass;
}

/** The counting call's body. */
export interface CountsRequest {
  site: CountedSite;
  events: CountedEvent[];
}

/** Its answer: how many events were counted (none for `Sec-GPC: 1` or a self-declared bot). */
export interface CountsAnswer {
  counted: number;
}
