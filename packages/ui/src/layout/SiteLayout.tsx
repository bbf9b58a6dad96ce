import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PartBoundary } from "../errors/PartBoundary";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";
import { useSiteOrigin } from "./SiteOrigin";
import styles from "./SiteLayout.module.css";

export const MAIN_CONTENT_ID = "main-content";

/**
 * Header, the page, footer; with a skip link for keyboard users. Each is a part of its own, so a
 * render error in one leaves the others (and the visitor's language) as they were.
 */
export function SiteLayout({ children, ...header }: SiteHeaderProps & { children: ReactNode }) {
  const { t } = useLingui();
  const siteOrigin = useSiteOrigin();
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
        {t`Skip to content`}
      </a>
      <PartBoundary part="header">
        <SiteHeader siteOrigin={siteOrigin} {...header} />
      </PartBoundary>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <PartBoundary part="main">{children}</PartBoundary>
      </main>
      <PartBoundary part="footer">
        <SiteFooter />
      </PartBoundary>
    </div>
  );
}
