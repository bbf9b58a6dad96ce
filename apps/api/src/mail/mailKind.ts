import type { GenericSchema } from "valibot";
import type { MailFrame } from "./MailLayout";
import type { RenderedMail } from "./renderMail";

/** A rendered message, and the link that stops this kind of e-mail when there is one. */
export interface MailContent extends RenderedMail {
  /** Mail clients offer it as "Unsubscribe" (`List-Unsubscribe`, RFC 8058 one-click). */
  stopUrl?: string;
}

/**
 * One kind of e-mail: the fields its outbox row stores until it is sent (checked again when it
 * is rendered), and how it renders them in a brand and language. The outbox sender renders;
 * a request only stores the fields, in its own transaction.
 */
export interface MailKind<Fields> {
  /** The outbox row's `kind`. */
  kind: string;
  fields: GenericSchema<Fields>;
  render(frame: MailFrame, fields: Fields): Promise<MailContent>;
}

export function mailKind<Fields>(
  kind: string,
  fields: GenericSchema<Fields>,
  render: (frame: MailFrame, fields: Fields) => Promise<MailContent>,
): MailKind<Fields> {
  return { kind, fields, render };
}
