import { describeBeforeHydration } from "@gw/e2e/prehydrationSuite";

const signUpUrl = "https://app.goldwattleprivate.com/register?signup=true";

describeBeforeHydration({
  contact: "/contact-us",
  preregistration: "/cny",
  register: { path: "/register", signUpUrl },
  language: "/live-pricing",
  menu: "/live-pricing",
});
