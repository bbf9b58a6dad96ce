import { useBrand } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { ReferralCodeSignUpForm } from "./ReferralCodeSignUpForm";
import type { VerifyReferral } from "./useReferralSignUp";
import type { Navigate } from "./useSignUpRedirect";

interface ReferralFormProps {
  verify: VerifyReferral;
  /** The code from the referral link, filled in and verified as soon as the page runs. */
  initialCode?: string;
  navigate?: Navigate;
}

/** The referral page's form: a required referral code, verified, then `Register for {brand}`. */
export function ReferralForm({ verify, initialCode, navigate }: ReferralFormProps) {
  const { t } = useLingui();
  const brandName = useBrand().name;
  return (
    <ReferralCodeSignUpForm
      source="referral_page"
      required
      verify={verify}
      initialCode={initialCode}
      navigate={navigate}
      title={<Trans>Your referral code</Trans>}
      lead={
        <Trans>Enter the code from your invitation to open your account with its benefits.</Trans>
      }
      submitLabel={t`Register for ${brandName}`}
    />
  );
}
