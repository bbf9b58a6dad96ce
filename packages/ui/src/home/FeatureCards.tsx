import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import styles from "./FeatureCards.module.css";

interface Feature {
  icon: ReactNode;
  title: ReactNode;
  body: ReactNode;
}

const features: Feature[] = [
  {
    icon: <CoinIcon />,
    title: <Trans>Buy in seconds</Trans>,
    body: (
      <Trans>
        Pay by card or local bank transfer in AUD, EUR, USD, GBP, NZD, CAD, SGD or TRY, and own gold
        or silver from a single gram, at a price you see before you confirm.
      </Trans>
    ),
  },
  {
    icon: <VaultIcon />,
    title: <Trans>Stored safely, for free</Trans>,
    body: (
      <Trans>
        Every gram is pool-allocated bullion from accredited refiners, held in insured professional
        vaults. You pay no storage and no insurance fees.
      </Trans>
    ),
  },
  {
    icon: <SendIcon />,
    title: <Trans>Send, sell or redeem</Trans>,
    body: (
      <Trans>
        Transfer ownership to family or friends in moments, sell back whenever you like, or redeem
        your holding for physical bars delivered to you.
      </Trans>
    ),
  },
];

/** The three things the product does best, in a three-column grid. */
export function FeatureCards() {
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <div className="gw-container">
        <h2 id="home-features-title" className={styles.heading}>
          <Trans>Real metal, without the hassle</Trans>
        </h2>
        <ul className={styles.grid}>
          {features.map((feature, index) => (
            <li key={index} className={styles.card}>
              <span className={styles.icon}>{feature.icon}</span>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.body}>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The cards' line icons share one frame so they read as a set. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function CoinIcon() {
  return (
    <LineIcon>
      <ellipse cx="12" cy="7" rx="7" ry="3" />
      <path d="M5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />
    </LineIcon>
  );
}

function VaultIcon() {
  return (
    <LineIcon>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 8v1.5M12 14.5V16M8 12h1.5M14.5 12H16" />
    </LineIcon>
  );
}

function SendIcon() {
  return (
    <LineIcon>
      <path d="M21 3L10 14M21 3l-7 18-4-7-7-4 18-7z" />
    </LineIcon>
  );
}
