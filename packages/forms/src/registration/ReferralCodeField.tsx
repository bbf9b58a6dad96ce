import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useValueTypedBeforeHydration } from "../useValueTypedBeforeHydration";
import { referralCodeMaxLength } from "@gw/api-client/limits";
import type { ReferralStatus } from "./useReferralSignUp";
import styles from "./ReferralCodeField.module.css";

interface ReferralCodeFieldProps {
  value: string;
  status: ReferralStatus;
  required: boolean;
  onChange: (value: string) => void;
}

/** The `Referral code` input with its valid and invalid looks and the refusal message. */
export function ReferralCodeField({ value, status, required, onChange }: ReferralCodeFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const messageId = useId();
  const invalid = status === "invalid";
  const inputRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(inputRef, onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {t`Referral code`}
        {!required && <span className={styles.optional}> {t`(optional)`}</span>}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="referral"
        className={styles.input}
        data-status={status}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={referralCodeMaxLength}
        required={required}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={messageId}
      />
      <p id={messageId} className={styles.message} data-status={status}>
        {invalid && <span role="alert">{t`This is not a valid referral code`}</span>}
        {status === "valid" && <span role="status">{t`Referral code confirmed`}</span>}
      </p>
    </div>
  );
}
