import { describeSearchAndHeaders } from "@gw/e2e/searchAndHeadersSuite";

describeSearchAndHeaders({
  host: "goldwattleprivate.com",
  appOrigin: "https://app.goldwattleprivate.com",
  routes: [
    "/",
    "/contact-us",
    "/live-pricing",
    "/cny",
    "/register",
    "/referral",
    "/docs/fees",
    "/legal/privacy-policy",
  ],
  unknownPath: "/no-such-page",
  documents: true,
});
