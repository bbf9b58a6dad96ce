/**
 * The API's field limits. Kept apart from the schemas so the browser can use a limit (an input's
 * maxLength, say) without pulling the schema library into a page that sends nothing.
 */
export const referralCodeMaxLength = 64;

/** The highest target price a price alert takes (per troy ounce, in any of the currencies). */
export const priceAlertTargetMax = 10_000_000;

/**
 * A render error report (`POST /v1/render-errors`): what a page sends of a part it could not show,
 * and the most the API reads of it. No personal data: the error's message, the part's name, the
 * page's path without its query, the build.
 */
export const renderErrorLimits = {
  message: 300,
  part: 60,
  path: 200,
  build: 64,
  /** The whole body, in bytes: the fields above in JSON, with room to spare. */
  bodyBytes: 2048,
  /** Reports one page sends at most, however many parts fail (each part and message once). */
  perPage: 5,
} as const;
