import { describeBeforeHydration } from "@gw/e2e/prehydrationSuite";

const signUpUrl = "https://app.goldwattle.com/register?signup=true";

describeBeforeHydration({
  referral: { path: "/", signUpUrl },
  register: { path: "/register", signUpUrl },
  language: "/register",
  menu: "/register",
});
