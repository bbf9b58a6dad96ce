import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { BACK_TO_TOP_AFTER_PX, scrollToTopSmoothly } from "./scrollMotion";
import styles from "./BackToTop.module.css";

/** Appears once the visitor has scrolled past 600 px; a native button, so Enter and Space work. */
export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={scrollToTopSmoothly}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 14l6-6 6 6"
        />
      </svg>
      <span>{t`Back to top`}</span>
    </button>
  );
}
