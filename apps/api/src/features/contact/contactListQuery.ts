import { contactFieldLimits, emailPattern } from "@gw/api-client/schemas";
import * as v from "valibot";

/** The most requests one listing returns. */
const maxListed = 1000;

const limitRule = `limit must be a whole number from 1 to ${maxListed}`;

/** `GET /v1/contact/requests?limit=&email=`: both optional, both checked, nothing else taken. */
export const contactListQuerySchema = v.strictObject({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,3}$/, limitRule),
      v.transform(Number),
      v.maxValue(maxListed, limitRule),
    ),
    "100",
  ),
  email: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(
        contactFieldLimits.email,
        `email must be at most ${contactFieldLimits.email} characters`,
      ),
      v.regex(emailPattern, "email must be a valid e-mail address"),
    ),
  ),
});
