import { shanghaiReferenceGet, spotPricesGet } from "@gw/api-client/prices";
import { ISLAND_ATTRIBUTE, type IslandRoot } from "../islandRoot";
import { showsShanghaiReference } from "../reference/LiveShanghaiReference";
import { ShanghaiReferencePanel } from "../reference/ShanghaiReferencePanel";
import type { IslandAnswers, IslandDefinition, IslandVisitor } from "./islandDefinition";
import { chinaShanghaiReferenceRoot, shanghaiReferenceRoot } from "./ShanghaiReferenceIslands";

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

/** The Shanghai reference on the live pricing page. */
export const shanghaiReferenceDefinition = {
  name: shanghaiReferenceRoot[ISLAND_ATTRIBUTE],
  gets: (visitor) => referenceGets(false, visitor),
  render: (visitor, answers) => referencePanel(false, shanghaiReferenceRoot, visitor, answers),
} satisfies IslandDefinition;

/** The Shanghai reference on the China landing page, whatever the visitor's language and currency. */
export const chinaShanghaiReferenceDefinition = {
  name: chinaShanghaiReferenceRoot[ISLAND_ATTRIBUTE],
  gets: (visitor) => referenceGets(true, visitor),
  render: (visitor, answers) => referencePanel(true, chinaShanghaiReferenceRoot, visitor, answers),
} satisfies IslandDefinition;
