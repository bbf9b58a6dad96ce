import { markLive, ScriptNeededNotice, SubmitButton } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, type ReactNode } from "react";
import { ReferralCodeField } from "./ReferralCodeField";
import { useReferralSignUp, type VerifyReferral } from "./useReferralSignUp";
import type { Navigate, SignUpSource } from "./useSignUpRedirect";
import styles from "./RegistrationCard.module.css";

interface ReferralCodeSignUpFormProps {
  source: SignUpSource;
  required: boolean;
  verify: VerifyReferral;
  /** A code that came with the link, filled in and verified as soon as the page runs. */
  initialCode?: string;
  navigate?: Navigate;
  title: ReactNode;
  lead: ReactNode;
  submitLabel: string;
}

/** A card with a referral code field whose submit verifies the code, then leaves for sign-up. */
export function ReferralCodeSignUpForm({
  source,
  required,
  verify,
  initialCode,
  navigate,
  title,
  lead,
  submitLabel,
}: ReferralCodeSignUpFormProps) {
  const { t } = useLingui();
  const titleId = useId();
  const signUp = useReferralSignUp({ source, verify, required, navigate });
  const { prefill } = signUp;

  // After hydration, not during render: the prerendered page has no code in it.
  useEffect(() => {
    if (initialCode) prefill(initialCode);
  }, [initialCode, prefill]);

  return (
    // method="post": should a submit ever slip past the app, no field lands in an address.
    <form
      ref={markLive}
      className={styles.card}
      method="post"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void signUp.submit(event)}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <ReferralCodeField
        value={signUp.code}
        status={signUp.status}
        required={required}
        onChange={signUp.change}
      />
      <SubmitButton size="lg" className={styles.submit} disabled={signUp.submitDisabled}>
        {signUp.redirecting ? t`Redirecting...` : submitLabel}
      </SubmitButton>
      <ScriptNeededNotice />
    </form>
  );
}
