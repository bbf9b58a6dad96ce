import { useValueTypedBeforeHydration } from "@gw/ui";
import { useRef } from "react";
import styles from "./WeightConverter.module.css";

interface WeightFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string;
  /** The visitor's text, typed now or before the page was live. */
  onChange: (text: string) => void;
}

/** One unit's field of the weight converter. */
export function WeightField({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: WeightFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(inputRef, onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
