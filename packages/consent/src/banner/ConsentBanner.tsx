import { Button, MAIN_CONTENT_ID } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useConsent } from "../store/useConsent";
import styles from "./ConsentBanner.module.css";

// Most visitors answer the notice directly; the preferences load when asked for.
const loadPreferencesForm = () => import("./ConsentPreferencesForm");
const ConsentPreferencesForm = lazy(() =>
  loadPreferencesForm().then((module) => ({ default: module.ConsentPreferencesForm })),
);

/**
 * The cookie banner: a short notice with Accept all / Reject all / Manage preferences, or the
 * per-purpose preferences. Fixed to the bottom of the viewport, so it never moves the page.
 */
export function ConsentBanner() {
  const consent = useConsent();
  if (!consent.known || !consent.shown) return null;
  return <ConsentPanel consent={consent} />;
}

function ConsentPanel({ consent }: { consent: ReturnType<typeof useConsent> }) {
  const { t } = useLingui();
  // What had focus when the banner appeared: the footer's or the chart's button that reopened it.
  const [opener] = useState(() => document.activeElement);
  const panelRef = useRef<HTMLElement>(null);
  const manageRef = useRef<HTMLButtonElement>(null);
  const preferencesOpen = consent.view === "preferences";
  const wasPreferencesOpen = useRef(preferencesOpen);

  // Back from the preferences to the notice (first visit): focus where the visitor left it.
  useEffect(() => {
    if (wasPreferencesOpen.current && !preferencesOpen) manageRef.current?.focus();
    wasPreferencesOpen.current = preferencesOpen;
  }, [preferencesOpen]);

  /** Runs a choice; if focus was in the banner, it goes back to a sensible place once it closes. */
  function close(choose: () => void) {
    const hadFocus = panelRef.current?.contains(document.activeElement) ?? false;
    choose();
    if (hadFocus) returnFocus(opener);
  }

  return (
    <div className={styles.dock}>
      <section ref={panelRef} className={styles.panel} aria-label={t`Cookie consent`}>
        {preferencesOpen ? (
          <Suspense fallback={null}>
            <ConsentPreferencesForm
              initial={consent.preferences}
              onSave={(preferences) => close(() => consent.save(preferences))}
              onCancel={() => {
                if (consent.hasConsented) close(consent.dismissPreferences);
                else consent.dismissPreferences();
              }}
            />
          </Suspense>
        ) : (
          <>
            <h2 className={styles.title}>{t`Your cookie choices`}</h2>
            {/* Two short paragraphs: a large late text block would become the page's LCP. */}
            <p className={styles.text}>
              <Trans>
                We use necessary cookies to run this site and, if you agree, analytics and
                advertising cookies.
              </Trans>
            </p>
            <p className={styles.text}>
              <Trans>
                Third-party services such as the price chart and spam protection load once you
                choose. See our{" "}
                <Link to="/legal/$" params={{ _splat: "cookie-policy" }}>
                  Cookie Policy
                </Link>
                .
              </Trans>
            </p>
            <div className={styles.actions}>
              <Button onClick={() => close(consent.acceptAll)}>{t`Accept all`}</Button>
              <Button onClick={() => close(consent.rejectAll)}>{t`Reject all`}</Button>
              <Button
                ref={manageRef}
                variant="secondary"
                onClick={consent.reopen}
                onPointerEnter={loadPreferencesForm}
                onFocus={loadPreferencesForm}
              >
                {t`Manage preferences`}
              </Button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * After the banner closes: to whatever reopened it, or else to the page's main content (the
 * buttons that held focus are gone). Waits a frame, as the choice may remove the opener too.
 */
function returnFocus(opener: Element | null) {
  requestAnimationFrame(() => {
    const target =
      opener instanceof HTMLElement && opener.isConnected && opener !== document.body
        ? opener
        : document.getElementById(MAIN_CONTENT_ID);
    target?.focus({ preventScroll: true });
  });
}
