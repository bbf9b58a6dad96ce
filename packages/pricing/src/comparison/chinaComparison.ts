import type {
  ChinaComparisonData,
  HistoricalGoldPrice,
  ProviderRow,
} from "@gw/content/china-comparison";

/** A provider row with the figures the table shows, for one hold duration. */
export interface ComparisonRow extends ProviderRow {
  /** CNY the recipient is paid. */
  recipientGets: number;
  /** AUD lost to the provider's rate being below the reference rate. */
  exchangeRateMarkup: number;
  /** Markup plus fee, in AUD. */
  totalCost: number;
  /** CNY more (or less) than the best of the other rows. */
  gainVsBest: number;
  /** gainVsBest as a percentage of the best other row's amount. */
  gainPercentage: number;
}

/** CNY a remittance provider pays out: `(amount - fee) * rate`. */
export function providerRecipientGets(data: ChinaComparisonData, provider: ProviderRow): number {
  return (data.amountAud - provider.transferFee) * provider.exchangeRate;
}

/** AUD hidden in a provider's rate: `amount * (referenceRate - rate) / referenceRate`. */
export function exchangeRateMarkup(data: ChinaComparisonData, rate: number): number {
  return (data.amountAud * (data.audCnyRate - rate)) / data.audCnyRate;
}

/**
 * The AUD gold price per ounce the product sells at: its row's `goldRate`, else today's
 * reference price (the contract's 5,219.39).
 */
export function productGoldRate(data: ChinaComparisonData): number {
  return (
    data.providers.find((provider) => provider.highlight)?.goldRate ?? data.referenceGoldPriceAud
  );
}

/**
 * CNY the recipient gets from the product when the gold was bought at `historicalPriceAud` and
 * is sold at the product's gold rate: `constant / historical * goldRate * rate * factor`.
 */
export function productRecipientGets(data: ChinaComparisonData, historicalPriceAud: number) {
  return (
    (data.referenceConstant / historicalPriceAud) *
    productGoldRate(data) *
    data.audCnyRate *
    data.recipientFactor
  );
}

export function gainVsBest(amount: number, bestOther: number): number {
  return amount - bestOther;
}

export function gainPercentage(amount: number, bestOther: number): number {
  return (gainVsBest(amount, bestOther) / bestOther) * 100;
}

function holdDuration(data: ChinaComparisonData, id: string): HistoricalGoldPrice {
  const found = data.historicalGoldPrices.find((price) => price.id === id);
  if (!found) throw new Error(`Unknown hold duration: ${id}`);
  return found;
}

/** Every provider's row for gold held `durationId` before the transfer. */
export function compareProviders(data: ChinaComparisonData, durationId: string): ComparisonRow[] {
  const historical = holdDuration(data, durationId).priceAud;
  const amounts = data.providers.map((provider) =>
    provider.highlight
      ? productRecipientGets(data, historical)
      : providerRecipientGets(data, provider),
  );
  return data.providers.map((provider, index) => {
    const recipientGets = amounts[index]!;
    const bestOther = Math.max(...amounts.filter((_, other) => other !== index));
    const markup = exchangeRateMarkup(data, provider.exchangeRate);
    return {
      ...provider,
      recipientGets,
      exchangeRateMarkup: markup,
      totalCost: markup + provider.transferFee,
      gainVsBest: gainVsBest(recipientGets, bestOther),
      gainPercentage: gainPercentage(recipientGets, bestOther),
    };
  });
}

/** The most the other providers pay, in CNY; it does not depend on the hold duration. */
function bestOtherProvider(data: ChinaComparisonData): number {
  return Math.max(
    ...data.providers
      .filter((provider) => !provider.highlight)
      .map((provider) => providerRecipientGets(data, provider)),
  );
}

/**
 * The hold durations at which the product pays more than every other provider, and those at
 * which at least one other provider pays more, so the page can say both honestly.
 */
export function durationsByWinner(data: ChinaComparisonData): {
  productAhead: HistoricalGoldPrice[];
  othersAhead: HistoricalGoldPrice[];
} {
  const best = bestOtherProvider(data);
  const ahead = (price: HistoricalGoldPrice) => productRecipientGets(data, price.priceAud) >= best;
  return {
    productAhead: data.historicalGoldPrices.filter(ahead),
    othersAhead: data.historicalGoldPrices.filter((price) => !ahead(price)),
  };
}

/**
 * CNY more (negative: less) the product pays than the best other provider if gold's price had
 * not moved while it was held: the part of the comparison that fees and rates alone decide.
 */
export function gapWithoutPriceChange(data: ChinaComparisonData): number {
  return productRecipientGets(data, productGoldRate(data)) - bestOtherProvider(data);
}
