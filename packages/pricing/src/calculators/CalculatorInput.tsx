import { useValueTypedBeforeHydration } from "@gw/ui";
import { useRef } from "react";
import styles from "./Calculators.module.css";

interface CalculatorInputProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  /** The result the field changes, read out with it. */
  describedBy: string;
  /** `month` where the browser offers a month picker (others take `YYYY-MM` typed). */
  type?: "decimal" | "month";
  /** The visitor's text, typed now or before the page was live. */
  onChange: (text: string) => void;
}

/** A calculator's typed input, with its label above it. */
export function CalculatorInput({
  id,
  label,
  value,
  invalid,
  describedBy,
  type = "decimal",
  onChange,
}: CalculatorInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(inputRef, onChange);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        {...(type === "month"
          ? { type: "month" }
          : {
              type: "text",
              inputMode: "decimal" as const,
            })}
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
