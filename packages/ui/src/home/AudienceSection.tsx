import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useBrand } from "../brand/BrandProvider";
import styles from "./AudienceSection.module.css";

interface Audience {
  title: ReactNode;
  body: ReactNode;
}

const audiences: Audience[] = [
  {
    title: <Trans>First-time savers</Trans>,
    body: (
      <Trans>
        Start small and build a habit: put a few dollars into gold each week, with no minimum that
        locks you out.
      </Trans>
    ),
  },
  {
    title: <Trans>Families abroad</Trans>,
    body: (
      <Trans>
        Send value home as gold. Your recipient can keep it or sell it for local currency, such as
        CNY, and be paid out.
      </Trans>
    ),
  },
  {
    title: <Trans>Long-term investors</Trans>,
    body: (
      <Trans>
        Diversify beyond shares and cash with a metal that has held its value through centuries of
        inflation.
      </Trans>
    ),
  },
  {
    title: <Trans>Small businesses</Trans>,
    body: (
      <Trans>
        Keep part of your reserves in insured bullion and move it between partners without banking
        delays.
      </Trans>
    ),
  },
  {
    title: <Trans>Collectors and planners</Trans>,
    body: (
      <Trans>
        Track every holding to the gram, and redeem for physical bars when you want metal in hand.
      </Trans>
    ),
  },
];

/** Who the product is for: five cards, five columns on desktop, stacked on a phone. */
export function AudienceSection() {
  const { name: brandName } = useBrand();
  return (
    <section className={styles.section} aria-labelledby="home-audience-title">
      <div className="gw-container">
        <h2 id="home-audience-title" className={styles.heading}>
          <Trans>Who {brandName} is for</Trans>
        </h2>
        <ul className={styles.grid}>
          {audiences.map((audience, index) => (
            <li key={index} className={styles.card}>
              <h3 className={styles.title}>{audience.title}</h3>
              <p className={styles.body}>{audience.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
