import { useBrand } from "@gw/ui";
import { useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode } from "react";
import styles from "./ContactPage.module.css";

/** Phone, e-mail and postal address from the brand config; the address opens a map in a new tab. */
export function ContactDetails() {
  const brand = useBrand();
  const { t } = useLingui();
  const items: { label: string; content: ReactNode }[] = [
    { label: t`Phone`, content: <a href={`tel:${brand.phone.tel}`}>{brand.phone.display}</a> },
    { label: t`Email`, content: <a href={`mailto:${brand.email}`}>{brand.email}</a> },
    {
      label: t`Address`,
      content: (
        <a href={brand.mapsUrl} target="_blank" rel="noopener noreferrer">
          {brand.address.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
          <span className="gw-visually-hidden"> {t`(opens in a new tab)`}</span>
        </a>
      ),
    },
  ];
  return (
    <dl className={styles.details}>
      {items.map(({ label, content }) => (
        <div key={label} className={styles.detail}>
          <dt>{label}</dt>
          <dd>{content}</dd>
        </div>
      ))}
    </dl>
  );
}
