import { SiteLayout } from "@gw/ui";
import type { ReactNode } from "react";
import { RegistrationLegalNotice } from "./RegistrationLegalNotice";
import { RegistrationStats } from "./RegistrationStats";
import styles from "./RegistrationLayout.module.css";

interface RegistrationLayoutProps {
  title: ReactNode;
  subtitle: ReactNode;
  /** Extra lines under the subtitle (the register page's features). */
  details?: ReactNode;
  /** The card or form that leads to sign-up. */
  card: ReactNode;
}

/** What the register and referral pages share: heading, stats, the sign-up card, legal notice. */
export function RegistrationLayout({ title, subtitle, details, card }: RegistrationLayoutProps) {
  return (
    <SiteLayout>
      <div className={`gw-container ${styles.page}`}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {details}
        </div>
        <div className={styles.card}>
          {card}
          <RegistrationLegalNotice />
        </div>
        <div className={styles.stats}>
          <RegistrationStats />
        </div>
      </div>
    </SiteLayout>
  );
}
