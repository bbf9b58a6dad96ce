import { RegisterCard, type Navigate } from "@gw/forms";
import { CheckList, useBrand } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { RegistrationLayout } from "../registration/RegistrationLayout";

interface RegisterPageViewProps {
  /** A referral code the link carried, passed on to sign-up. */
  referralCode?: string;
  navigate?: Navigate;
}

/** The register page: features, stats, the account-opening card and the legal notice. */
export function RegisterPageView({ referralCode, navigate }: RegisterPageViewProps) {
  const brandName = useBrand().name;
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
      card={<RegisterCard referralCode={referralCode} navigate={navigate} />}
    />
  );
}
