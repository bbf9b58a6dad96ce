import type { ContactRequest } from "../schemas";

/** A valid contact request for tests on either side of the contract; give it a real token there. */
export const exampleContactRequest: ContactRequest = {
  email: "ada@example.com",
  message: "Please tell me more about storage.",
  source: "google",
  first_name: "Ada",
  last_name: "Lovelace",
  full_name: "Ada Lovelace",
  referral_payload: null,
  hostname: "localhost",
  locale: "en",
  token: "dev.token",
};
