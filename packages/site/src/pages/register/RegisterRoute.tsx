import { useSearch } from "@tanstack/react-router";
import type { RegisterSearch } from "./registerPage";
import { RegisterPageView } from "./RegisterPageView";

export function RegisterRoute() {
  const { referral } = useSearch({ strict: false }) as RegisterSearch;
  return <RegisterPageView referralCode={referral} />;
}
