/**
 * How long the API keeps what it stores, in one place (the Privacy Policy states the same
 * periods: content/legal, "How long we keep it"). The retention job deletes by these; e-mail
 * bodies need no period, being erased the moment a message is sent, fails or is withdrawn.
 * Page views are kept only as daily counts that hold nothing about a person (features/analytics).
 */
export const retentionPeriods = {
  /** Contact requests: to answer them, follow up and handle a complaint about the answer. */
  contactRequestsMonths: 24,
  /** A sent, failed or withdrawn message's record (kind, recipient, state, times; no body). */
  endedMessagesDays: 30,
  /** Price alerts that were triggered or cancelled, from when they ended. */
  endedAlertsDays: 30,
  /** Unsubscribed launch-list entries, from when they were cancelled. */
  cancelledSubscriptionsDays: 30,
  /** Sign-ups never confirmed (launch list, price alerts): their confirm links work 7 days. */
  unconfirmedSignUpsDays: 7,
  /** Which addresses a form e-mailed, to send an unconfirmed address one e-mail a day. */
  unconfirmedMailRecipientsDays: 1,
  /** The first answer to an Idempotency-Key (no personal data; a client retries within seconds). */
  idempotencyKeysDays: 1,
  /** Daily visit counts (no personal data): two years to compare with, and a month more. */
  dailyCountsMonths: 25,
  /** Which batches of counts were written (no personal data), far longer than any retry. */
  countBatchesDays: 7,
} as const;

/** How often each instance runs the job (on PostgreSQL, one instance at a time). */
export const retentionEveryMs = 60 * 60_000;
