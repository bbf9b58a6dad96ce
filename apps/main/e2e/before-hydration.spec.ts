import { describeBeforeHydration } from "@gw/e2e/prehydrationSuite";

describeBeforeHydration({
  contact: "/contact-us",
  preregistration: "/cny",
  referral: { path: "/referral", signUpUrl: "https://app.goldwattle.com/register?signup=true" },
  register: { path: "/register", signUpUrl: "https://app.goldwattle.com/register?signup=true" },
  language: "/",
  menu: "/docs/fees",
  converter: ["/live-pricing", "/zh/live-pricing"],
});
