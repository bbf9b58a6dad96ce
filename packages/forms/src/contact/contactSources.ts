import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** "How did you find us?" options, spec section 3: the value is sent, the label is shown. */
export const contactSources: readonly { value: string; label: MessageDescriptor }[] = [
  { value: "affiliate", label: msg`Affiliate Website` },
  { value: "google", label: msg`Google` },
  { value: "social", label: msg`Social Media` },
  { value: "article", label: msg`Online Article` },
  { value: "friend", label: msg`Friend` },
  { value: "other", label: msg`Other` },
];
