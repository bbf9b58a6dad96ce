import { Button } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ConsentPreferences } from "../consentPreferences";
import styles from "./ConsentBanner.module.css";

interface ConsentPreferencesFormProps {
  initial: ConsentPreferences;
  onSave: (preferences: ConsentPreferences) => void;
  /** Cancel or Escape: leaves without saving anything. */
  onCancel: () => void;
}

/** One checkbox per purpose; necessary is shown, checked and cannot be changed. */
export function ConsentPreferencesForm({ initial, onSave, onCancel }: ConsentPreferencesFormProps) {
  const { t } = useLingui();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [advertising, setAdvertising] = useState(initial.advertising);

  // Opening the preferences takes focus into them, starting at their heading.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    const form = formRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      onCancel();
    };
    form?.addEventListener("keydown", onKeyDown);
    return () => form?.removeEventListener("keydown", onKeyDown);
  }, [onCancel]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ necessary: true, analytics, advertising });
  }

  const purposes = [
    {
      key: "necessary",
      label: t`Necessary`,
      description: t`Keep the site working: your language and cookie choices, spam protection, the price chart. Always on.`,
      checked: true,
      onChange: undefined,
    },
    {
      key: "analytics",
      label: t`Analytics`,
      description: t`Counts visits so we can see how the site is used.`,
      checked: analytics,
      onChange: setAnalytics,
    },
    {
      key: "advertising",
      label: t`Advertising`,
      description: t`Measures how our advertising performs.`,
      checked: advertising,
      onChange: setAdvertising,
    },
  ];

  return (
    <form ref={formRef} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.title}>
        {t`Cookie preferences`}
      </h2>
      <ul className={styles.purposes}>
        {purposes.map(({ key, label, description, checked, onChange }) => (
          <li key={key} className={styles.purpose}>
            <input
              id={`${id}-${key}`}
              type="checkbox"
              checked={checked}
              disabled={!onChange}
              onChange={onChange && ((event) => onChange(event.target.checked))}
              aria-describedby={`${id}-${key}-description`}
            />
            <div>
              <label htmlFor={`${id}-${key}`} className={styles.purposeLabel}>
                {label}
              </label>
              <p id={`${id}-${key}-description`} className={styles.purposeText}>
                {description}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button type="submit">{t`Save preferences`}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
