/** Names of form fields the site's forms hold; none may ever travel in an address. */
const formFieldNames = ["fullName", "email", "message", "selectedSource", "referral"];

/** Links that carry a field's name by design: the register page takes `?referral={code}`. */
const linkParameters: Record<string, string[] | undefined> = {
  "/register": ["referral"],
  "/zh/register": ["referral"],
};

/**
 * The logged requests (one `METHOD URL` per line, as gw-serve writes with GW_SERVE_LOG) whose
 * query carries a form field: a form that was submitted natively, leaking what was typed.
 */
export function leakedFormFields(log: string): string[] {
  return log
    .split("\n")
    .filter(Boolean)
    .filter((line) => {
      const url = line.slice(line.indexOf(" ") + 1);
      const { pathname, searchParams } = new URL(url, "http://site");
      const byDesign = linkParameters[pathname.replace(/(.)\/+$/, "$1")] ?? [];
      return formFieldNames.some((name) => searchParams.has(name) && !byDesign.includes(name));
    });
}
