import { markLive } from "@gw/ui";
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
  /** An attribute naming each option on its button, for what finds the buttons without React. */
  markerAttribute?: `data-${string}`;
}

/** A row of `aria-pressed` buttons of which exactly one is pressed. */
export function ToggleGroup<T>({
  label,
  options,
  selected,
  onSelect,
  optionKey,
  optionLabel,
  markerAttribute,
}: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          ref={markLive}
          key={optionKey(option)}
          type="button"
          className={styles.option}
          aria-pressed={option === selected}
          onClick={() => onSelect(option)}
          {...(markerAttribute && { [markerAttribute]: optionKey(option) })}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
