import { useTrackOnMount } from "@gw/consent";
import { ContactForm } from "@gw/forms";
import { SiteLayout } from "@gw/ui";
// The head's `t` reads the active language when the head is described; the page's own comes from
// useLingui below, so a language change re-renders it.
import { t as tMacro } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { pageCatalogsLoader } from "../../app/pageCatalogsLoader";
import { pageCatalogs } from "../../app/siteCatalogs";
import { pageHead } from "../../pageHead/pageHead";
import { ContactDetails } from "./ContactDetails";
import locationMap from "./location-map.svg";
import styles from "./ContactPage.module.css";

/** The contact page: `/contact-us` (also linked as `/contact-us/`) on the main and VIP sites. */
export const Route = createFileRoute("/contact-us")({
  staticData: { pageView: { page: "Contact" } },
  head: pageHead(({ brand }) => {
    const brandName = brand.name;
    return {
      title: tMacro`Contact Us`,
      description: tMacro`Contact the ${brandName} team by phone, e-mail or the contact form. We answer questions about buying, storing and transferring physical gold and silver.`,
    };
  }),
  loader: pageCatalogsLoader(pageCatalogs.sitePages, pageCatalogs.forms),
  component: ContactRoute,
});

/** The contact page (spec section 2): header, form, location map and the three contact items. */
function ContactRoute() {
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
            <ContactForm />
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
            <ContactDetails />
          </aside>
        </div>
      </div>
    </SiteLayout>
  );
}
