import type { MetalQuote, PriceCurrency } from "@gw/api-client/schemas";
import type { Logger } from "pino";
import type { ProviderQuote } from "./priceProvider";
import { implausibleJump, type QuoteBounds } from "./quoteProblems";

/** A quote that passed every check, with who served it and when this instance received it. */
export interface AcceptedQuote extends ProviderQuote {
  currency: PriceCurrency;
  source: string;
  receivedAt: number;
}

export type QuoteListener = (quote: AcceptedQuote) => void | Promise<void>;

/** What this instance holds for one currency. */
interface Book {
  good?: AcceptedQuote;
  /** Why the latest attempt failed; unset after a good one. */
  failure?: string;
  /** A big move not yet believed, and how many answers in a row have shown it. */
  unconfirmedJump?: { quote: ProviderQuote; seen: number };
}

export interface QuoteAcceptanceOptions {
  now: () => number;
  bounds: QuoteBounds;
  /** Answers in a row that agree on a move beyond `maxJump` before it is believed. */
  jumpConfirmations: number;
  logger: Logger;
}

const contractQuote = ({ bid, ask, previousClose }: MetalQuote): MetalQuote => ({
  bid,
  ask,
  previousClose,
});

/**
 * Quote acceptance: the last good quote per currency, kept only when newer than the one in hand
 * and, for a move beyond the bound, once enough answers in a row agree on it; each quote kept is
 * told to the listeners (price alerts).
 */
export function quoteAcceptance({
  now,
  bounds,
  jumpConfirmations,
  logger,
}: QuoteAcceptanceOptions) {
  const books = new Map<PriceCurrency, Book>();
  const listeners = new Set<QuoteListener>();
  const pendingListeners = new Set<Promise<void>>();

  const bookOf = (currency: PriceCurrency) => {
    let book = books.get(currency);
    if (!book) books.set(currency, (book = {}));
    return book;
  };

  return {
    good: (currency: PriceCurrency) => books.get(currency)?.good,
    failure: (currency: PriceCurrency) => books.get(currency)?.failure,
    /** Every currency's good quote, for the gauges. */
    *goodQuotes(): Generator<[PriceCurrency, AcceptedQuote]> {
      for (const [currency, { good }] of books) if (good) yield [currency, good];
    },

    /** Why the latest attempt brought no quote (kept until a good one arrives). */
    fail(currency: PriceCurrency, reason: string) {
      bookOf(currency).failure = reason;
    },

    /**
     * Why a provider's quote is not believed yet: a move beyond the bound from the quote in hand
     * that fewer than `jumpConfirmations` answers in a row have shown. Undefined when believed.
     */
    unbelievable(currency: PriceCurrency, quote: ProviderQuote): string | undefined {
      const book = bookOf(currency);
      const jump = implausibleJump(quote, book.good, bounds);
      if (!jump) return undefined;
      const previous = book.unconfirmedJump;
      const agrees = previous && !implausibleJump(quote, previous.quote, bounds);
      book.unconfirmedJump = { quote, seen: agrees ? previous.seen + 1 : 1 };
      return book.unconfirmedJump.seen >= jumpConfirmations ? undefined : jump;
    },

    /** Keeps a quote newer than the one in hand and tells the listeners; undefined if not newer. */
    accept(
      currency: PriceCurrency,
      source: string,
      quote: ProviderQuote,
      receivedAt = now(),
    ): AcceptedQuote | undefined {
      const book = bookOf(currency);
      book.failure = undefined;
      book.unconfirmedJump = undefined;
      // A frozen feed answers the same quote again: nothing new to keep or to tell anyone.
      if (book.good && quote.asOf <= book.good.asOf) return undefined;
      const accepted: AcceptedQuote = {
        currency,
        source,
        asOf: quote.asOf,
        // Only the contract's fields, whatever else a provider put in its objects.
        metals: {
          gold: contractQuote(quote.metals.gold),
          silver: contractQuote(quote.metals.silver),
        },
        receivedAt,
      };
      book.good = accepted;
      for (const listener of listeners) {
        const run = Promise.resolve()
          .then(() => listener(accepted))
          .catch((error: unknown) =>
            logger.error(
              { event: "price.listener_failed", currency, err: error },
              "A price quote listener failed",
            ),
          )
          .finally(() => pendingListeners.delete(run));
        pendingListeners.add(run);
      }
      return accepted;
    },

    /** Calls `listener` with every newly accepted quote; returns the unsubscribe function. */
    onQuote(listener: QuoteListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Resolves once the listeners told so far have finished. */
    listenersSettled: () => Promise.all([...pendingListeners]),
  };
}

export type QuoteAcceptance = ReturnType<typeof quoteAcceptance>;
