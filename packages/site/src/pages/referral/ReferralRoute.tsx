import { ReferralForm, referralCodeFromPath, useVerifyReferral } from "@gw/forms";
import { useBrand } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { RegistrationLayout } from "../registration/RegistrationLayout";

export function ReferralRoute() {
  const brandName = useBrand().name;
  const pathname = useLocation({ select: (location) => location.pathname });
  const verify = useVerifyReferral();
  return (
    <RegistrationLayout
      title={<Trans>Complete Your Registration</Trans>}
      subtitle={
        <Trans>
          You have been invited to {brandName}. Confirm your referral code to open your account.
        </Trans>
      }
      card={<ReferralForm verify={verify} initialCode={referralCodeFromPath(pathname)} />}
    />
  );
}
