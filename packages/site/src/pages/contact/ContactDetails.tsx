import { useBrand } from "@gw/ui";
import { Trans, useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import styles from "./ContactPage.module.css";

/** Phone, e-mail and postal address from the brand config; the address opens a map in a new tab. */
export function ContactDetails() {
  const brand = useBrand();
  const { t } = useLingui();
  return (
    <dl className={styles.details}>
      <div className={styles.detail}>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          <a href={`tel:${brand.phone.tel}`}>{brand.phone.display}</a>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
        </dd>
      </div>
      <div className={styles.detail}>
        <dt>
          <Trans>Address</Trans>
        </dt>
        <dd>
          <a href={brand.mapsUrl} target="_blank" rel="noopener noreferrer">
            {brand.address.map((line, index) => (
              <Fragment key={line}>
                {index > 0 && <br />}
                {line}
              </Fragment>
            ))}
            <span className="gw-visually-hidden"> {t`(opens in a new tab)`}</span>
          </a>
        </dd>
      </div>
    </dl>
  );
}
