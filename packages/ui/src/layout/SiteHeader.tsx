import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useBrand } from "../brand/BrandProvider";
import { useLiveRef } from "../primitives/markLive";
import { SiteLink } from "../primitives/SiteLink";
import { useIsLoggedIn } from "../session/SessionProvider";
import { CloseIcon, MenuIcon } from "./icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { primaryNav } from "./primaryNav";
import { useDismissable } from "./useDismissable";
import styles from "./SiteHeader.module.css";

export interface SiteHeaderProps {
  /** Prefix for the nav links: empty on the main site, its origin on the other hosts. */
  siteOrigin?: string;
  /** Pages can hide the language switcher. */
  showLanguageSwitcher?: boolean;
  /**
   * Landing pages (the China page) show only the logo, Sign In and the language switcher:
   * without the site's links there is no menu to open on a phone either.
   */
  showNav?: boolean;
}

export function SiteHeader({
  siteOrigin = "",
  showLanguageSwitcher = true,
  showNav = true,
}: SiteHeaderProps) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const loggedIn = useIsLoggedIn();
  const menu = useDismissable<HTMLElement>();
  const toggleRef = useLiveRef(menu.toggleRef);
  const menuId = useId();

  const actions = (
    <div className={styles.actions}>
      {!loggedIn && (
        <a href={`${brand.appUrl}/log-in`} className={styles.signIn}>
          {t`Sign In`}
        </a>
      )}
      {showLanguageSwitcher && <LanguageSwitcher />}
    </div>
  );

  if (!showNav) {
    return (
      <header className={styles.header}>
        <div className={`gw-container ${styles.inner}`}>
          <Logo />
          {actions}
        </div>
      </header>
    );
  }

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
            ref={toggleRef}
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
                  <SiteLink href={`${siteOrigin}${item.path}`} className={styles.link}>
                    {i18n._(item.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
            {actions}
          </div>
        </nav>
      </div>
    </header>
  );
}
