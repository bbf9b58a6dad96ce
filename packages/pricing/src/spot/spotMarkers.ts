/**
 * The attribute the head script and the app find a spot prices root by: it holds `data-spot`
 * slots and `data-spot-if` notes (see `paintSpot`).
 */
export const SPOT_ROOT_ATTRIBUTE = "data-spot-root";

/** Marks each currency toggle with its currency, for the head script to find before the app. */
export const CURRENCY_TOGGLE_ATTRIBUTE = "data-spot-currency-toggle";

/**
 * On `<html>` while the visitor's remembered currency is not the default, until the painter has
 * painted theirs: the host writes the default currency's figures into the page, and those stay
 * hidden meanwhile.
 */
export const SPOT_WANTED_ATTRIBUTE = "data-spot-wanted";
