import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { abnLookupUrl, formatAbn } from "../brand/abnLookupUrl";
import { useBrand } from "../brand/BrandProvider";
import { markLive } from "../primitives/markLive";
import { useOpenCookieSettings } from "./CookieSettings";
import { IcpFiling } from "./IcpFiling";
import { FacebookIcon, LinkedInIcon, TelegramIcon, XIcon } from "./icons";
import { Logo } from "./Logo";
import styles from "./SiteFooter.module.css";

export function SiteFooter() {
  const { t } = useLingui();
  const brand = useBrand();
  const openCookieSettings = useOpenCookieSettings();
  const brandName = brand.name;
  const company = brand.company;
  const year = new Date().getFullYear();

  const socials = [
    { href: brand.socials.x, label: t`${brandName} on X`, Icon: XIcon },
    { href: brand.socials.linkedin, label: t`${brandName} on LinkedIn`, Icon: LinkedInIcon },
    { href: brand.socials.telegram, label: t`${brandName} on Telegram`, Icon: TelegramIcon },
    { href: brand.socials.facebook, label: t`${brandName} on Facebook`, Icon: FacebookIcon },
  ];

  return (
    <footer className={styles.footer}>
      <div className={`gw-container ${styles.inner}`}>
        <div className={styles.top}>
          <Logo tone="onBand" />
          <ul className={styles.socials}>
            {socials.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className={styles.social}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.disclaimer}>
          <Trans>
            {brandName} is operated by {company}, which is enrolled with AUSTRAC, Australia's
            financial intelligence agency, as a bullion dealer and registered with it as a
            remittance service provider. Customers hold a beneficial interest in pool-allocated
            physical gold and silver from LBMA-accredited refiners, held on trust for them by an
            independent custodian. The value of precious metals can fall as well as rise.
            Information on this site is general in nature and does not take into account your
            objectives, financial situation or needs; it is not financial advice.
          </Trans>
        </p>
        <div className={styles.bottom}>
          <p className={styles.legalLine}>
            <span>
              ABN{" "}
              <a href={abnLookupUrl(brand.abn)} rel="noopener noreferrer" target="_blank">
                {formatAbn(brand.abn)}
              </a>
            </span>
            <span suppressHydrationWarning>
              © {year} {company}
            </span>
            <IcpFiling />
          </p>
          <nav aria-label={t`Legal`}>
            <ul className={styles.legalLinks}>
              <li>
                <Link
                  to="/legal/$"
                  params={{ _splat: "terms-and-conditions" }}
                >{t`Terms and Conditions`}</Link>
              </li>
              <li>
                <Link to="/legal/$" params={{ _splat: "privacy-policy" }}>{t`Privacy Policy`}</Link>
              </li>
              {openCookieSettings && (
                <li>
                  <button
                    ref={markLive}
                    type="button"
                    className={styles.linkButton}
                    onClick={openCookieSettings}
                  >
                    {t`Cookie settings`}
                  </button>
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
