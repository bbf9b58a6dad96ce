import { ArrowUpIcon, markLive } from "@gw/ui";
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
    <button ref={markLive} type="button" className={styles.button} onClick={scrollToTopSmoothly}>
      <ArrowUpIcon width={20} height={20} />
      <span>{t`Back to top`}</span>
    </button>
  );
}
