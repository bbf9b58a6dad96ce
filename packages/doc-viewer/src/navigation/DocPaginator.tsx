import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { PageNeighbours } from "../tableOfContents";
import styles from "./DocPaginator.module.css";

/**
 * Previous and next pages in document order; they replace the history entry. Each is the
 * section's own route (`.`) with another page, so the viewer names no route of any host.
 */
export function DocPaginator({
  previous,
  next,
  embedded = false,
}: PageNeighbours & { embedded?: boolean }) {
  // Embedded, the neighbours stay embedded too (the router's search params, not string edits).
  const search = embedded ? { embedded: true } : {};
  const { t } = useLingui();
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label={t`More documents`}>
      {previous ? (
        <Link
          to="."
          params={{ _splat: previous.id }}
          search={search}
          replace
          resetScroll={false}
          className={styles.link}
        >
          <span className={styles.direction}>
            <Trans>Previous</Trans>
          </span>{" "}
          <span className={styles.label}>{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to="."
          params={{ _splat: next.id }}
          search={search}
          replace
          resetScroll={false}
          className={`${styles.link} ${styles.next}`}
        >
          <span className={styles.direction}>
            <Trans>Next</Trans>
          </span>{" "}
          <span className={styles.label}>{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
