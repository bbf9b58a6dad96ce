import { RegisterCard } from "@gw/forms";
import { CheckList, useBrand } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { useSearch } from "@tanstack/react-router";
import { RegistrationLayout } from "../registration/RegistrationLayout";
import type { RegisterSearch } from "./registerPage";

export function RegisterRoute() {
  const brandName = useBrand().name;
  const { referral } = useSearch({ strict: false }) as RegisterSearch;
  return (
    <RegistrationLayout
      title={<Trans>Join {brandName} today</Trans>}
      subtitle={
        <Trans>
          Own physical gold and silver in minutes, stored safely in Australia and yours to send,
          sell or redeem.
        </Trans>
      }
      details={
        <CheckList
          items={[
            <Trans>Free, insured storage of gold from accredited refiners</Trans>,
            <Trans>Instant purchases and transfers</Trans>,
            <Trans>
              Pay by card or local bank transfer in AUD, EUR, USD, GBP, NZD, CAD, SGD or TRY
            </Trans>,
            <Trans>Sell anytime at the live price</Trans>,
          ]}
        />
      }
      card={<RegisterCard referralCode={referral} />}
    />
  );
}
