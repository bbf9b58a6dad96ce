/**
 * The attributes the head script and the app find the spot prices by. A root holds `data-spot`
 * slots and `data-spot-if` notes (see `paintSpot`); a currency toggle names its currency.
 */
export const SPOT_ROOT_ATTRIBUTE = "data-spot-root";
export const CURRENCY_TOGGLE_ATTRIBUTE = "data-spot-currency-toggle";
