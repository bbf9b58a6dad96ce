import { Button, useBrand } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId } from "react";
import { ReferralCodeField } from "./ReferralCodeField";
import { useReferralSignUp, type VerifyReferral } from "./useReferralSignUp";
import type { Navigate } from "./useSignUpRedirect";
import styles from "./RegistrationCard.module.css";

interface ReferralFormProps {
  verify: VerifyReferral;
  /** The code from the referral link, filled in and verified as soon as the page runs. */
  initialCode?: string;
  navigate?: Navigate;
}

/** The referral page's form: a required referral code, verified, then `Register for {brand}`. */
export function ReferralForm({ verify, initialCode, navigate }: ReferralFormProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const titleId = useId();
  const signUp = useReferralSignUp({ source: "referral_page", verify, required: true, navigate });
  const { prefill } = signUp;

  // After hydration, not during render: the prerendered page has no code in it.
  useEffect(() => {
    if (initialCode) prefill(initialCode);
  }, [initialCode, prefill]);

  const brandName = brand.name;
  return (
    <form
      className={styles.card}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void signUp.submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        <Trans>Your referral code</Trans>
      </h2>
      <p className={styles.lead}>
        <Trans>Enter the code from your invitation to open your account with its benefits.</Trans>
      </p>
      <ReferralCodeField
        value={signUp.code}
        status={signUp.status}
        required
        onChange={signUp.change}
      />
      <Button type="submit" size="lg" className={styles.submit} disabled={signUp.submitDisabled}>
        {signUp.redirecting ? t`Redirecting...` : t`Register for ${brandName}`}
      </Button>
    </form>
  );
}
