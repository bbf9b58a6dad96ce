import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./CopyLinkButton.module.css";

export const COPIED_MS = 2000;

/** Copies a section's full address; says `copied` for two seconds. */
export function CopyLinkButton({ heading, url }: { heading: string; url: () => string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
    } catch (error) {
      console.warn("Copying the link failed:", error);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t`Copy link to ${heading}`}
        onClick={() => void copy()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1"
          />
        </svg>
      </button>
      <span className={styles.status} role="status">
        {copied ? t`copied` : ""}
      </span>
    </>
  );
}
