/**
 * Marks a form's hidden "needs JavaScript" notice. The pre-hydration event capture (in
 * @gw/site) reveals it when a submit cannot be sent because the page's code never arrived.
 */
export const SCRIPT_NEEDED_ATTRIBUTE = "data-gw-needs-script";

/**
 * Marks a submit button prerendered disabled, so that with scripts off no form is ever sent
 * natively (to a static host that refuses it, losing what was typed). The event capture head
 * script enables it as soon as the page is parsed, and captures its submits until the app runs.
 */
export const SCRIPT_ENABLED_ATTRIBUTE = "data-gw-enabled-by-script";

/**
 * Marks an element the app has hydrated with its handlers (set from React's commit phase by
 * `markLive`). The pre-hydration replay waits for it before it replays a submit or click there,
 * and tests wait for it instead of reading React's private fields.
 */
export const LIVE_ATTRIBUTE = "data-gw-live";
