/**
 * Marks a form's hidden "needs JavaScript" notice. The pre-hydration event capture (in
 * @gw/site) reveals it when a submit cannot be sent because the page's code never arrived.
 */
export const SCRIPT_NEEDED_ATTRIBUTE = "data-gw-needs-script";
