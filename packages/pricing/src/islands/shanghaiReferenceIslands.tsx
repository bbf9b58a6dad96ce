import { shanghaiReferenceGet, spotPricesGet } from "@gw/api-client/prices";
import { islandRoot, type IslandRoot } from "../islandRoot";
import { LiveShanghaiReference, showsShanghaiReference } from "../reference/LiveShanghaiReference";
import { ShanghaiReferencePanel } from "../reference/ShanghaiReferencePanel";
import type { IslandAnswers, IslandDefinition, IslandVisitor } from "./islandDefinition";

/**
 * The Shanghai reference beside our CNY buy price: on the China landing page always, elsewhere on
 * Chinese pages and for a visitor who chose CNY (contract.md "Buyer tools").
 */
const names = { livePricing: "shanghaiReference", chinaPage: "chinaShanghaiReference" } as const;
const livePricing = islandRoot(names.livePricing);
const chinaPage = islandRoot(names.chinaPage);

/** The reference and our CNY prices, where the page shows it to this visitor; else nothing. */
const referenceGets = (always: boolean, { locale, currency }: IslandVisitor) =>
  showsShanghaiReference(always, locale, currency)
    ? [shanghaiReferenceGet(), spotPricesGet("CNY")]
    : [];

function referencePanel(
  always: boolean,
  island: IslandRoot,
  { locale, currency }: IslandVisitor,
  answers: IslandAnswers,
) {
  // Where the page shows none for this visitor, the app's placeholder, as it hydrates it.
  if (!showsShanghaiReference(always, locale, currency)) return <div hidden {...island} />;
  // No reference in time: the panel waits for its figures, as the app starts it.
  const reference = answers(shanghaiReferenceGet());
  return (
    <ShanghaiReferencePanel
      island={island}
      reference={reference?.body ?? undefined}
      spot={answers(spotPricesGet("CNY"))?.body ?? undefined}
      unavailable={reference !== undefined && reference.body === null}
    />
  );
}

/** On the live pricing page. */
export const shanghaiReferenceIsland = {
  name: names.livePricing,
  gets: (visitor) => referenceGets(false, visitor),
  render: (visitor, answers) => referencePanel(false, livePricing, visitor, answers),
} satisfies IslandDefinition<typeof names.livePricing>;

/** On the China landing page, whatever the visitor's language and currency. */
export const chinaShanghaiReferenceIsland = {
  name: names.chinaPage,
  gets: (visitor) => referenceGets(true, visitor),
  render: (visitor, answers) => referencePanel(true, chinaPage, visitor, answers),
} satisfies IslandDefinition<typeof names.chinaPage>;

/** The reference as the live pricing page shows it, hydrating what the host wrote. */
export const ShanghaiReferenceIsland = () => <LiveShanghaiReference island={livePricing} />;

/** The reference as the China landing page shows it, hydrating what the host wrote. */
export const ChinaShanghaiReferenceIsland = () => (
  <LiveShanghaiReference always island={chinaPage} />
);
