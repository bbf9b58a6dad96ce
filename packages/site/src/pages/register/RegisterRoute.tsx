import { getRouteApi } from "@tanstack/react-router";
import { RegisterPageView } from "./RegisterPageView";

const registerRoute = getRouteApi("/register");

export function RegisterRoute() {
  const { referral } = registerRoute.useSearch();
  return <RegisterPageView referralCode={referral} />;
}
