import { describeSearchAndHeaders } from "@gw/e2e/searchAndHeadersSuite";

describeSearchAndHeaders({
  host: "join.goldwattle.com",
  appOrigin: "https://app.goldwattle.com",
  routes: [
    "/",
    "/register",
    "/referral",
    "/legal/terms-and-conditions",
    "/legal/privacy-policy",
    "/legal/cookie-policy",
    "/legal/aml-ctf-policy",
  ],
  // Unknown paths here are short referral links: pages of their own.
  unknownPath: null,
  documents: false,
});
