import { useTrackOnMount } from "@gw/consent";
import { ContactForm } from "@gw/forms";
import { PartBoundary, SiteLayout } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { ContactDetails } from "./ContactDetails";
import locationMap from "./location-map.svg";
import styles from "./ContactPage.module.css";

/** The contact page (spec section 2): header, form, location map and the three contact items. */
export function ContactPageView() {
  const { t } = useLingui();
  useTrackOnMount("Contact");
  return (
    <SiteLayout>
      <div className={`gw-container ${styles.page}`}>
        <header className={styles.header}>
          <h1 className={styles.title}>
            <Trans>Contact Us</Trans>
          </h1>
          <p className={styles.subtitle}>
            <Trans>
              Questions about buying, storing or sending gold? Send us a message and our team will
              reply.
            </Trans>
          </p>
        </header>
        <div className={styles.layout}>
          <section className={styles.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={styles.cardTitle}>
              <Trans>Write to us</Trans>
            </h2>
            <PartBoundary part="contact.form">
              <ContactForm />
            </PartBoundary>
          </section>
          <aside className={styles.aside} aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className={styles.cardTitle}>
              <Trans>Get in touch</Trans>
            </h2>
            <img
              className={styles.map}
              src={locationMap}
              width={480}
              height={320}
              alt={t`Map showing the location of our office`}
              loading="lazy"
              decoding="async"
            />
            <PartBoundary part="contact.details">
              <ContactDetails />
            </PartBoundary>
          </aside>
        </div>
      </div>
    </SiteLayout>
  );
}
