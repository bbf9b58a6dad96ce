import { LinkIcon } from "@gw/ui";
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
        <LinkIcon width={18} height={18} />
      </button>
      <span className={styles.status} role="status">
        {copied ? t`copied` : ""}
      </span>
    </>
  );
}
