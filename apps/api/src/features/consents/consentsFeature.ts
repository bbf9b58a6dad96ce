import { defineApiFeature } from "../apiFeature";
import { consentRoutes } from "./consentRoutes";

/** `GET /v1/consents?email=` (admin): every consent an address gave, with its wording. */
export const consentsFeature = defineApiFeature({
  name: "consents",
  routes: ({ db, adminToken, rateLimit }) =>
    consentRoutes({ db, adminToken, adminGuard: rateLimit("admin") }),
});
