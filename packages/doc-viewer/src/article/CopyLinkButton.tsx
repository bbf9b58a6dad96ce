import { LinkIcon, markLive } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import styles from "./CopyLinkButton.module.css";

const COPIED_MS = 2000;

/** Whether a link was just copied: true for two seconds after `markCopied`. */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return [copied, useCallback(() => setCopied(true), [])] as const;
}

/** Copies a section's full address, then calls `onCopied`. Sits inside the heading. */
export function CopyLinkButton({
  heading,
  url,
  onCopied,
}: {
  heading: string;
  url: () => string;
  onCopied: () => void;
}) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      onCopied();
    } catch (error) {
      console.warn("Copying the link failed:", error);
    }
  };

  return (
    <button
      ref={markLive}
      type="button"
      className={styles.button}
      aria-label={t`Copy link to ${heading}`}
      onClick={() => void copy()}
    >
      <LinkIcon width={18} height={18} />
    </button>
  );
}

/**
 * Says `copied` while `copied` is true. A live region beside the heading, never inside it, so
 * the heading's accessible name stays the same (and a heading may hold no status role).
 */
export function CopyLinkStatus({ copied }: { copied: boolean }) {
  const { t } = useLingui();
  return (
    <span className={styles.status} role="status">
      {copied ? t`copied` : ""}
    </span>
  );
}
