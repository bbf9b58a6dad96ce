import type { ReactNode } from "react";
import styles from "./ToggleGroup.module.css";

interface ToggleGroupProps<T> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly T[];
  selected: T;
  onSelect: (option: T) => void;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => ReactNode;
}

/** A row of `aria-pressed` buttons of which exactly one is pressed. */
export function ToggleGroup<T>({
  label,
  options,
  selected,
  onSelect,
  optionKey,
  optionLabel,
}: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={optionKey(option)}
          type="button"
          className={styles.option}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
