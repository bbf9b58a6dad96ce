/**
 * Resolves once `busy()` says no, or after `maxWaitMs` however busy: the sender renders e-mail in
 * the API's own process, and the requests it is answering come first (a burst is answered, then
 * its e-mails follow), yet mail still goes out under a load that does not let up.
 */
export async function whenIdle(
  busy: () => boolean,
  { pollMs = 10, maxWaitMs = 2000 }: { pollMs?: number; maxWaitMs?: number } = {},
): Promise<void> {
  const giveUpAt = performance.now() + maxWaitMs;
  while (busy() && performance.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, pollMs));
}
