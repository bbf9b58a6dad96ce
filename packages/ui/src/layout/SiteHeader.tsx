import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useBrand } from "../brand/BrandProvider";
import { SiteLink } from "../primitives/SiteLink";
import { useIsLoggedIn } from "../session/SessionProvider";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { primaryNav } from "./primaryNav";
import { useSiteOrigin } from "./SiteOrigin";
import { useDismissable } from "./useDismissable";
import styles from "./SiteHeader.module.css";

export interface SiteHeaderProps {
  /** Prefix for the nav links; by default the app's (see SiteOriginProvider). */
  siteOrigin?: string;
  /** Pages can hide the language switcher. */
  showLanguageSwitcher?: boolean;
}

export function SiteHeader({ siteOrigin, showLanguageSwitcher = true }: SiteHeaderProps) {
  const appSiteOrigin = useSiteOrigin();
  const linkOrigin = siteOrigin ?? appSiteOrigin;
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const menu = useDismissable<HTMLElement>();
  const menuId = useId();

  return (
    <header className={styles.header}>
      <div className={`gw-container ${styles.inner}`}>
        <Logo />
        <nav
          ref={menu.containerRef}
          className={styles.nav}
          aria-label={t`Main`}
          onClickCapture={menu.onClickCapture}
        >
          <button
            ref={menu.toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={menu.open}
            aria-controls={menuId}
            aria-label={menu.open ? t`Close menu` : t`Open menu`}
            onClick={menu.toggle}
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </button>
          <div id={menuId} className={styles.menu} data-open={menu.open}>
            <ul className={styles.links}>
              {primaryNav.map((item) => (
                <li key={item.path}>
                  <SiteLink href={`${linkOrigin}${item.path}`} className={styles.link}>
                    {i18n._(item.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              {!loggedIn && (
                <a href={`${brand.appUrl}/log-in`} className={styles.signIn}>
                  {t`Sign In`}
                </a>
              )}
              {showLanguageSwitcher && <LanguageSwitcher />}
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
