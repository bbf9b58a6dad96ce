import { islandRoot } from "../islandRoot";
import { LiveShanghaiReference } from "../reference/LiveShanghaiReference";

/**
 * The Shanghai reference beside our CNY buy price, as islands: on live pricing (shown on Chinese
 * pages and for a visitor who chose CNY) and on the China landing page (always), their roots'
 * attributes (contract.md "Buyer tools").
 */
export const shanghaiReferenceRoot = islandRoot("shanghaiReference");
export const chinaShanghaiReferenceRoot = islandRoot("chinaShanghaiReference");

/** The reference as the live pricing page shows it, hydrating what the host wrote there. */
export const ShanghaiReferenceIsland = () => (
  <LiveShanghaiReference island={shanghaiReferenceRoot} />
);

/** The reference as the China landing page shows it, hydrating what the host wrote there. */
export const ChinaShanghaiReferenceIsland = () => (
  <LiveShanghaiReference always island={chinaShanghaiReferenceRoot} />
);
