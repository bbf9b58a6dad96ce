import { expect, type APIRequestContext } from "@playwright/test";
import { mailCatcherUrl } from "./playwrightConfig";

/** One e-mail as the development mail catcher lists it. */
export interface CaughtMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  deliveries: number;
}

/**
 * The mail `to` received, newest first, once at least `count` messages have arrived (counting
 * only those `matching`, for an inbox other tests write to as well, such as support's).
 */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  {
    count = 1,
    timeout = 20_000,
    matching = () => true,
  }: { count?: number; timeout?: number; matching?: (mail: CaughtMail) => boolean } = {},
): Promise<CaughtMail[]> {
  let received: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailCatcherUrl}/api/messages`, { params: { to } });
        received = ((await response.json()) as { messages: CaughtMail[] }).messages;
        return received.filter(matching).length;
      },
      { timeout, message: `e-mail to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return received.filter(matching);
}

/** The first link in a message's text whose path starts with `path` (e.g. `/v1/preregistration/confirm`). */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text
    .split(/\s+/)
    .find((word) => /^https?:\/\//.test(word) && new URL(word).pathname.startsWith(path));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}
