import { Field, useValueTypedBeforeHydration } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
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
  const inputRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(inputRef, onChange);
  return (
    <Field
      className={styles.field}
      controlClassName={styles.input}
      label={
        <>
          {t`Referral code`}
          {!required && <span className={styles.optional}> {t`(optional)`}</span>}
        </>
      }
      hint={
        status === "valid" && (
          <span role="status" className={styles.confirmed}>
            {t`Referral code confirmed`}
          </span>
        )
      }
      error={status === "invalid" && t`This is not a valid referral code`}
    >
      {(control) => (
        <input
          ref={inputRef}
          name="referral"
          data-status={status}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={referralCodeMaxLength}
          required={required}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...control}
        />
      )}
    </Field>
  );
}
