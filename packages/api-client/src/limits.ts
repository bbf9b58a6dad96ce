/**
 * The API's field limits. Kept apart from the schemas so the browser can use a limit (an input's
 * maxLength, say) without pulling the schema library into a page that sends nothing.
 */
export const referralCodeMaxLength = 64;

/** The highest target price a price alert takes (per troy ounce, in any of the currencies). */
export const priceAlertTargetMax = 10_000_000;
