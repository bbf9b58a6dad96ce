import type { ApiContract, ApiContracts, ApiGet } from "@gw/api-client/page-answers";
import type { PriceCurrency } from "@gw/api-client/prices";
import type { Locale } from "@gw/i18n";
import type { ReactElement } from "react";

/** Whom the host writes a page for: all an island's GETs and figures may depend on. */
export interface IslandVisitor {
  /** The currency they chose (the cookie), else the default. */
  currency: PriceCurrency;
  /** The page's language. */
  locale: Locale;
  /** The page's address, without a trailing slash (`/zh/live-pricing`). */
  path: string;
}

/** What the API answered one GET, its body as its contract reads it (null: nothing fit to show). */
export interface IslandAnswer<T> {
  status: number;
  body: T | null;
}

/** The answer to one of an island's GETs; undefined where the API gave none in time. */
export type IslandAnswers = <C extends ApiContract>(
  get: ApiGet<C>,
) => IslandAnswer<ApiContracts[C]> | undefined;

/**
 * A live island: a part of a prerendered page that the host writes afresh for each visitor with
 * today's figures, and that the app hydrates. All the host knows of it is this: its `name` (its
 * root element's `data-island`, and what a route's `staticData.islands` names), the API GETs it
 * needs for a visitor (`gets`: asked through the host's one cache, their answers embedded for the
 * app under each GET's query key) and how it renders from their answers (`render`: the very
 * component the app hydrates there, with the same props; null leaves the page as built, when an
 * answer it cannot do without did not come in time).
 */
export interface IslandDefinition<Name extends string = string> {
  name: Name;
  gets(visitor: IslandVisitor): readonly ApiGet[];
  render(visitor: IslandVisitor, answers: IslandAnswers): ReactElement | null;
}
