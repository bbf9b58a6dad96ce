import { useId, type ReactNode } from "react";
import styles from "./Field.module.css";

/** What the control needs to be labelled, described and styled: spread it on the element. */
interface FieldControlProps {
  id: string;
  className: string;
  "aria-describedby": string | undefined;
  "aria-invalid": boolean;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it, e.g. a format or a confirmation. */
  hint?: ReactNode;
  /** Why the value was refused; nothing when it is fine. Announced as soon as it appears. */
  error?: ReactNode;
  /** On the wrapper: a form's own layout or `--gw-field-*` sizes (see Field.module.css). */
  className?: string;
  /** Added to the control's own class, for what only this control has (e.g. a flex share). */
  controlClassName?: string;
  /**
   * Draws the control with the given props. A function rather than an element so any control
   * works as it is: an input, a select, a textarea, react-hook-form's `register(...)` props, or
   * a control sharing a row with a button.
   */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with an optional hint and error, tied together for assistive tech. */
export function Field({ label, hint, error, className, controlClassName, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={classNames(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: classNames(styles.control, controlClassName),
        "aria-describedby": describedBy || undefined,
        "aria-invalid": Boolean(error),
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function classNames(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(" ");
}
