/** Names of form fields the site's forms hold; none may ever travel in an address. */
const formFieldNames = ["fullName", "email", "message", "selectedSource", "referral"];

/**
 * The logged requests (one `METHOD URL` per line, as gw-serve writes with GW_SERVE_LOG) whose
 * query carries a form field: a form that was submitted natively, leaking what was typed.
 */
export function leakedFormFields(log) {
  return log
    .split("\n")
    .filter(Boolean)
    .filter((line) => {
      const url = line.slice(line.indexOf(" ") + 1);
      const { searchParams } = new URL(url, "http://site");
      return formFieldNames.some((name) => searchParams.has(name));
    });
}
