import { Button } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ReferralCodeField } from "./ReferralCodeField";
import { useReferralSignUp, type VerifyReferral } from "./useReferralSignUp";
import type { Navigate } from "./useSignUpRedirect";
import styles from "./RegistrationCard.module.css";

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
  const titleId = useId();
  const signUp = useReferralSignUp({ source: "register_page", verify, required: false, navigate });
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void signUp.submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        <Trans>Open your account</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Were you invited by a friend? Add their referral code.</Trans>
      </p>
      <ReferralCodeField
        value={signUp.code}
        status={signUp.status}
        required={false}
        onChange={signUp.change}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={signUp.submitDisabled}>
        {signUp.redirecting ? t`Redirecting...` : t`Register Now`}
      </Button>
    </form>
  );
}
