import type { Hono, MiddlewareHandler } from "hono";
import type { DatabasePart } from "../database/migrations";
import type { ApiDatabase } from "../database/openDatabase";
import type { SubmitForm } from "../formSubmission/submitForm";
import type { PageOrigin } from "../http/pageOrigin";
import type { MailConfig } from "../mail/mailConfig";
import type { MailKind } from "../mail/mailKind";
import type { UnconfirmedMailLimit } from "../mail/unconfirmedMailLimit";
import type { OutboxStore } from "../outbox/outboxStore";
import type { RetentionRules } from "../retention/retentionRules";
import type { InstanceCounts } from "./analytics/instanceCounts";
import type { proofOfWorkCaptcha } from "./captcha/proofOfWorkCaptcha";
import type { Prices } from "./prices/createPrices";

/**
 * What every feature is given on one API instance: its database and clock, and the pieces the
 * features share, each built once per instance (src/composeFeatures.ts).
 */
export interface FeatureContext {
  db: ApiDatabase;
  /** The API's clock, ms since the epoch (tests move it). */
  now: () => number;
  mail: MailConfig;
  corsOrigins: readonly string[];
  outbox: OutboxStore;
  unconfirmedMail: UnconfirmedMailLimit;
  /** Wakes this instance's outbox sender once a request's e-mail is committed. */
  onMailQueued: () => void;
  /** Carries out a form call once: its captcha, its Idempotency-Key, one transaction. */
  submit: SubmitForm;
  /** Issues the proof-of-work challenges whose solutions `submit` checks. */
  captcha: ReturnType<typeof proofOfWorkCaptcha>;
  /** This instance's prices: quotes, history, and the clock they run on. */
  prices: Prices;
  /** This instance's first-party counts in memory: every page's events and the confirmations. */
  counts: InstanceCounts;
}

/** What a feature's routes are given besides: rate limits by scope, and the admin token. */
export interface RouteContext extends FeatureContext {
  /**
   * At most API_RATE_LIMIT_PER_MINUTE calls a minute per client under `scope`, counted across
   * instances on PostgreSQL; one scope is one allowance, whichever routes share it.
   */
  rateLimit(scope: string): MiddlewareHandler;
  /** The same limit counted in this instance's memory, for reads a shared count would slow. */
  instanceRateLimit(scope: string): MiddlewareHandler;
  /** Unset turns the admin calls off (404). */
  adminToken: string | undefined;
  /**
   * The origin of the page a call came from: the site a host forwarding it names (believed only
   * with the proxy token), else the browser's `Origin`. A form's e-mails speak for that site.
   */
  pageOrigin: PageOrigin;
}

/** A background job, started once the database is migrated; `stop` waits for work under way. */
interface FeatureJob {
  stop(): Promise<void>;
}

/**
 * One API feature, everything it brings in one object: its migrations and seeds (its tables are
 * added to `ApiSchema` by its `*Tables.ts`), the e-mail kinds it writes for the outbox sender,
 * what the retention job deletes for it, the gauges it reads before a scrape, its routes and its
 * background jobs. `src/features.ts` lists the features; docs/adding-an-api-feature.md says how to
 * add one. A shared layer that keeps tables (outbox, mail, form submission) joins the list with
 * the same fields, routes and jobs aside.
 */
export interface ApiFeature extends DatabasePart {
  mails?: readonly MailKind<unknown>[];
  retention?: RetentionRules;
  /** Reads its gauges from the database (every instance reports the shared state). */
  gauges?: (database: ApiDatabase, now: Date) => Promise<void>;
  /** Its routes on one instance; called once per app. */
  routes?: (context: RouteContext) => Hono;
  /** Its background jobs on one instance, once the database is migrated. */
  jobs?: (context: FeatureContext) => FeatureJob;
}

/** Checks a feature's object where it is written (and types its callbacks' arguments). */
export const defineApiFeature = (feature: ApiFeature): ApiFeature => feature;
