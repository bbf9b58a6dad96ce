/**
 * The attribute the head script and the app find a spot prices root by: it holds `data-spot`
 * slots and `data-spot-if` notes (see `paintSpot`).
 */
export const SPOT_ROOT_ATTRIBUTE = "data-spot-root";

/** Marks each currency toggle with its currency, for the head script to find before the app. */
export const CURRENCY_TOGGLE_ATTRIBUTE = "data-spot-currency-toggle";
