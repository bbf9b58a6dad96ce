import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";
import { useSiteOrigin } from "./SiteOrigin";
import styles from "./SiteLayout.module.css";

export const MAIN_CONTENT_ID = "main-content";

/** Header, the page, footer; with a skip link for keyboard users. */
export function SiteLayout({ children, ...header }: SiteHeaderProps & { children: ReactNode }) {
  const { t } = useLingui();
  const siteOrigin = useSiteOrigin();
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
        {t`Skip to content`}
      </a>
      <SiteHeader siteOrigin={siteOrigin} {...header} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
