import { Trans, useLingui } from "@lingui/react/macro";
import { ReferralCodeSignUpForm } from "./ReferralCodeSignUpForm";
import type { VerifyReferral } from "./useReferralSignUp";
import type { Navigate } from "./useSignUpRedirect";

interface RegisterFormProps {
  verify: VerifyReferral;
  navigate?: Navigate;
}

/**
 * The register page's form variant: an optional referral code (verified when given) and
 * `Register Now`. The page shows RegisterCard instead; this one is kept ready to swap in.
 */
export function RegisterForm({ verify, navigate }: RegisterFormProps) {
  const { t } = useLingui();
  return (
    <ReferralCodeSignUpForm
      source="register_page"
      required={false}
      verify={verify}
      navigate={navigate}
      title={<Trans>Open your account</Trans>}
      lead={<Trans>Were you invited by a friend? Add their referral code.</Trans>}
      submitLabel={t`Register Now`}
    />
  );
}
