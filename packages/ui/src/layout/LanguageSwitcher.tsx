import { useLingui } from "@lingui/react/macro";
import { chooseLanguage, languageOptions, useLocale, type Locale } from "@gw/i18n";
import { useId } from "react";
import { markLive, useLiveRef } from "../primitives/markLive";
import { GlobeIcon } from "./icons";
import { useDismissable } from "./useDismissable";
import styles from "./LanguageSwitcher.module.css";

/** Picking a language stores it and reloads the page in that language. */
export function LanguageSwitcher({
  onChoose = chooseLanguage,
}: {
  onChoose?: (locale: Locale) => void;
}) {
  const { t } = useLingui();
  const menu = useDismissable<HTMLDivElement>();
  const toggleRef = useLiveRef(menu.toggleRef);
  const listId = useId();
  const current = useLocale();

  return (
    <div className={styles.switcher} ref={menu.containerRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={t`Language`}
        aria-expanded={menu.open}
        aria-controls={listId}
        onClick={menu.toggle}
      >
        <GlobeIcon width={22} height={22} />
      </button>
      <ul id={listId} className={styles.list} hidden={!menu.open}>
        {languageOptions.map((option) => (
          <li key={option.code}>
            <button
              ref={markLive}
              type="button"
              lang={option.code}
              className={styles.option}
              aria-current={option.code === current ? "true" : undefined}
              onClick={() => {
                menu.close();
                if (option.code !== current) onChoose(option.code);
              }}
            >
              <Flag locale={option.code} />
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Flag({ locale }: { locale: Locale }) {
  if (locale === "zh") {
    return (
      <svg className={styles.flag} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#de2910" />
        <path
          fill="#ffde00"
          d="M5 2.2l1.1 3.3h3.5L6.8 7.6l1.1 3.3L5 8.9l-2.9 2 1.1-3.3L.4 5.5h3.5z"
        />
      </svg>
    );
  }
  return (
    <svg className={styles.flag} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#012169" />
      <path stroke="#fff" strokeWidth="4" d="M0 0l30 20M30 0L0 20" />
      <path stroke="#c8102e" strokeWidth="1.5" d="M0 0l30 20M30 0L0 20" />
      <path stroke="#fff" strokeWidth="6" d="M15 0v20M0 10h30" />
      <path stroke="#c8102e" strokeWidth="3.5" d="M15 0v20M0 10h30" />
    </svg>
  );
}
