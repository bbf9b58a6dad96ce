import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export interface NavItem {
  label: MessageDescriptor;
  path: string;
}

/** The header's links, in order. Paths are on the brand's main site. */
export const primaryNav: readonly NavItem[] = [
  { label: msg`FAQ`, path: "/docs/most-common" },
  { label: msg`Fees`, path: "/docs/fees" },
  { label: msg`Live Pricing`, path: "/live-pricing" },
  { label: msg`Calculators`, path: "/calculators" },
  { label: msg`About`, path: "/docs/overview" },
  { label: msg`Contact`, path: "/contact-us" },
];
