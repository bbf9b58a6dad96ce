import { ReferralForm, type Navigate, type VerifyReferral } from "@gw/forms";
import { useBrand } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { RegistrationLayout } from "../registration/RegistrationLayout";

interface ReferralPageViewProps {
  verify: VerifyReferral;
  initialCode?: string;
  navigate?: Navigate;
}

/** The referral page with its verification handed in (the route passes the API's). */
export function ReferralPageView({ verify, initialCode, navigate }: ReferralPageViewProps) {
  const brandName = useBrand().name;
  return (
    <RegistrationLayout
      title={<Trans>Complete Your Registration</Trans>}
      subtitle={
        <Trans>
          You have been invited to {brandName}. Confirm your referral code to open your account.
        </Trans>
      }
      card={<ReferralForm verify={verify} initialCode={initialCode} navigate={navigate} />}
    />
  );
}
