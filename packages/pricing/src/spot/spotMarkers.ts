/**
 * The attribute the head script and the app find a spot prices root by: it holds `data-spot`
 * slots and `data-spot-if` notes (see `paintSpot`).
 */
export const SPOT_ROOT_ATTRIBUTE = "data-spot-root";
