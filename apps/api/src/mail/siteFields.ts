import * as v from "valibot";

/**
 * What an e-mail's outbox row keeps of the site it speaks for: the host as the visitor saw it
 * (`site`), and the origin its footer links to (absent in rows written before it was kept: the
 * brand's own site then).
 */
export const siteFields = { site: v.string(), siteOrigin: v.optional(v.string()) };
