import { Button } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import styles from "./PriceAlertForm.module.css";

export interface PriceAlertSentProps {
  email: string;
  onSetAnother: () => void;
}

/** Replaces the form once the API has the alert; focus moves here so the change is announced. */
export function PriceAlertSent({ email, onSetAnother }: PriceAlertSentProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className={styles.sent}>
      <p className={styles.sentTitle}>
        <Trans>Check your inbox</Trans>
      </p>
      <p>
        <Trans>
          We have sent a link to {email}. The alert starts once you confirm it, and every e-mail
          about it has a link to cancel.
        </Trans>
      </p>
      <Button variant="secondary" onClick={onSetAnother}>
        <Trans>Set another alert</Trans>
      </Button>
    </div>
  );
}
