import { getRouteApi } from "@tanstack/react-router";
import type { RegisterSearch } from "./registerPage";
import { RegisterPageView } from "./RegisterPageView";

const registerRoute = getRouteApi("/register");

export function RegisterRoute() {
  const { referral }: RegisterSearch = registerRoute.useSearch();
  return <RegisterPageView referralCode={referral} />;
}
