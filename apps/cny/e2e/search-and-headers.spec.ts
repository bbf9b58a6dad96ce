import { describeSearchAndHeaders } from "@gw/e2e/searchAndHeadersSuite";

describeSearchAndHeaders({
  host: "cny.goldwattle.com",
  appOrigin: "https://app.goldwattle.com",
  routes: [
    "/",
    "/legal/terms-and-conditions",
    "/legal/privacy-policy",
    "/legal/cookie-policy",
    "/legal/aml-ctf-policy",
  ],
  unknownPath: "/no-such-page",
  documents: false,
});
