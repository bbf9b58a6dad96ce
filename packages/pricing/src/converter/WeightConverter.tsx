import { numberFormat } from "@gw/i18n/formats";
import { htmlLang, useLocale } from "@gw/i18n";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import {
  FRACTION_DIGITS,
  fromGrams,
  parseLocaleNumber,
  toGrams,
  weightUnits,
  type WeightUnit,
} from "./weightUnits";
import { WeightField } from "./WeightField";
import styles from "./WeightConverter.module.css";

const unitLabels = {
  troyOunce: msg`Troy ounces (oz t)`,
  gram: msg`Grams (g)`,
  kilogram: msg`Kilograms (kg)`,
  tael: msg`Taels (Hong Kong gold tael, 37.429 g)`,
} as const;

/** What was last typed, in which field; the other fields are computed from it. */
interface Entry {
  unit: WeightUnit;
  text: string;
}

/**
 * Troy ounces, grams, kilograms and Hong Kong taels: type in any field and the others follow,
 * formatted for the active language. The typed text is kept as typed so the caret never jumps;
 * text typed before the page was live is converted as soon as it is.
 */
export function WeightConverter() {
  const { t, i18n } = useLingui();
  const locale = htmlLang(useLocale());
  const id = useId();
  const format = (value: number, unit: WeightUnit) =>
    numberFormat(locale, { maximumFractionDigits: FRACTION_DIGITS[unit] }).format(value);
  const [entry, setEntry] = useState<Entry>({ unit: "troyOunce", text: format(1, "troyOunce") });

  const typed = parseLocaleNumber(entry.text, locale);
  const grams = typed === null ? null : toGrams(typed, entry.unit);
  const shown = (unit: WeightUnit) =>
    unit === entry.unit ? entry.text : grams === null ? "" : format(fromGrams(grams, unit), unit);
  const summary =
    grams === null
      ? t`Enter a weight as a number, for example 2.5.`
      : weightUnits.map((unit) => `${shown(unit)} ${i18n._(unitLabels[unit])}`).join(" = ");

  return (
    <section className={`gw-below-fold ${styles.converter}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Weight converter</Trans>
      </h2>
      <div className={styles.fields}>
        {weightUnits.map((unit) => (
          <WeightField
            key={unit}
            id={`${id}-${unit}`}
            label={i18n._(unitLabels[unit])}
            value={shown(unit)}
            invalid={unit === entry.unit && grams === null}
            describedBy={`${id}-result`}
            onChange={(text) => setEntry({ unit, text })}
          />
        ))}
      </div>
      <p id={`${id}-result`} className={styles.result} role="status">
        {summary}
      </p>
    </section>
  );
}
