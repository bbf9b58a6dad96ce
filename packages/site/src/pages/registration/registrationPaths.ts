/** The pages to prerender for `/register` and `/referral/{code}` (served the `/referral` page). */
export const registrationPaths = ["/register", "/referral"] as const;
