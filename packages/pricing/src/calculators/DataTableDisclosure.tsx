import { Trans } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import styles from "./Calculators.module.css";

interface DataTableDisclosureProps {
  /** Names the table for a screen reader (the page shows the chart's own heading). */
  caption: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows, written only once the table is opened. */
  rows: () => ReactNode;
}

/**
 * A calculator's figures as a table behind `Show data table`. Its rows are written when it is
 * opened, so typing an amount redraws no hidden table of every month.
 */
export function DataTableDisclosure({ caption, head, rows }: DataTableDisclosureProps) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Trans>Show data table</Trans>
      </summary>
      {open && (
        <table className={styles.table}>
          <caption className="gw-visually-hidden">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows()}</tbody>
        </table>
      )}
    </details>
  );
}
