import { Button } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import styles from "./ContactForm.module.css";

/** Replaces the form after a successful send; focus moves here so the change is announced. */
export function ContactThankYou({ onSendAnother }: { onSendAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className={styles.thankYou}>
      <svg className={styles.thankYouIcon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <p className={styles.thankYouText}>
        <Trans>Thank you for your enquiry! We will get back to you soon.</Trans>
      </p>
      <Button variant="secondary" onClick={onSendAnother}>
        <Trans>Send another message</Trans>
      </Button>
    </div>
  );
}
