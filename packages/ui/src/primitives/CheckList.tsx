import type { ReactNode } from "react";
import { CheckIcon } from "../layout/icons";
import styles from "./CheckList.module.css";

/** A list of benefits, each line ticked. */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(" ")}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <CheckIcon className={styles.check} width={20} height={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
