import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/** The words of the home page's price strip: home copy, so they live with the rest of it. */
export interface PriceStripLabels {
  title: ReactNode;
  gold: ReactNode;
  silver: ReactNode;
  perOunce: ReactNode;
  perGram: ReactNode;
  asOf: ReactNode;
  demonstration: ReactNode;
  delayed: ReactNode;
  unavailable: ReactNode;
}

export const priceStripLabels: PriceStripLabels = {
  title: <Trans>Indicative buy prices</Trans>,
  gold: <Trans>Gold</Trans>,
  silver: <Trans>Silver</Trans>,
  perOunce: <Trans>per oz</Trans>,
  perGram: <Trans>per g</Trans>,
  asOf: <Trans>As of</Trans>,
  demonstration: <Trans>Demonstration prices</Trans>,
  delayed: <Trans>Delayed</Trans>,
  unavailable: <Trans>Prices are unavailable just now</Trans>,
};
