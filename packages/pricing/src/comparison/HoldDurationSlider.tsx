import { useValueTypedBeforeHydration } from "@gw/ui";
import { Trans } from "@lingui/react/macro";
import { useId, useRef } from "react";
import type { HistoricalGoldPrice } from "@gw/content/china-comparison";
import { holdDurationLabel } from "./holdDurationLabel";
import styles from "./HoldDurationSlider.module.css";

interface HoldDurationSliderProps {
  durations: readonly HistoricalGoldPrice[];
  value: string;
  onChange: (id: string) => void;
}

/**
 * A range input over the hold durations, exposing the chosen one as text. A position the visitor
 * moved it to before the page was live is chosen as soon as it is.
 */
export function HoldDurationSlider({ durations, value, onChange }: HoldDurationSliderProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(inputRef, (position) => {
    const moved = durations[Number(position)];
    if (moved) onChange(moved.id);
  });
  const index = Math.max(
    0,
    durations.findIndex((duration) => duration.id === value),
  );
  const label = holdDurationLabel(durations[index]!);
  const first = holdDurationLabel(durations[0]!);
  const last = holdDurationLabel(durations[durations.length - 1]!);

  return (
    <div className={styles.slider}>
      <div className={styles.heading}>
        <label htmlFor={id} className={styles.label}>
          <Trans>Hold duration</Trans>
        </label>
        <output htmlFor={id} className={styles.value}>
          {label}
        </output>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="range"
        min={0}
        max={durations.length - 1}
        step={1}
        value={index}
        aria-valuetext={label}
        className={styles.input}
        onChange={(event) => onChange(durations[Number(event.target.value)]!.id)}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
