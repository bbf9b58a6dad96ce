import { databaseSchema } from "./database/migrations";
import { openDatabase, type ApiDatabase, type DatabaseLocation } from "./database/openDatabase";
import type { ApiFeature } from "./features/apiFeature";
import { analyticsFeature } from "./features/analytics/analyticsFeature";
import { alertsFeature } from "./features/alerts/alertsFeature";
import { captchaFeature } from "./features/captcha/captchaFeature";
import { consentsFeature } from "./features/consents/consentsFeature";
import { contactFeature } from "./features/contact/contactFeature";
import { preregistrationFeature } from "./features/preregistration/preregistrationFeature";
import { pricesFeature } from "./features/prices/pricesFeature";
import { referenceFeature } from "./features/reference/referenceFeature";
import { referralFeature } from "./features/referral/referralFeature";
import { renderErrorsFeature } from "./features/renderErrors/renderErrorsFeature";
import { formSubmissionModule } from "./formSubmission/formSubmissionModule";
import { mailModule } from "./mail/mailModule";
import { mailRenderer } from "./mail/mailRenderer";
import { outboxModule } from "./outbox/outboxModule";
import type { RetentionRules } from "./retention/retentionRules";

/**
 * Every feature of the API, in the order their routes are mounted: adding one is one line here
 * (docs/adding-an-api-feature.md). Prices come last: their `/v1/prices/*` middleware must not
 * wrap the reference's `/v1/prices/reference/sge`, which brings its own.
 */
export const apiFeatures: readonly ApiFeature[] = [
  contactFeature,
  referralFeature,
  captchaFeature,
  preregistrationFeature,
  alertsFeature,
  consentsFeature,
  referenceFeature,
  renderErrorsFeature,
  analyticsFeature,
  pricesFeature,
];

/**
 * The shared layers that keep tables join the features for their migrations, gauges and
 * retention; they have no routes of their own to mount.
 */
const apiModules: readonly ApiFeature[] = [
  outboxModule,
  mailModule,
  formSubmissionModule,
  ...apiFeatures,
];

/** The API's database: every module's migrations (by name) and seeds, for `openDatabase`. */
export const apiSchema = databaseSchema(apiModules);

/** Opens the API's database, applying any migration not yet applied, then the seeds. */
export const openApiDatabase = (location: DatabaseLocation) => openDatabase(location, apiSchema);

/** Renders every kind of e-mail the features write, for the outbox sender. */
export const renderFeatureMail = mailRenderer(apiModules.flatMap((module) => module.mails ?? []));

/** What the retention job deletes: every module's rules, each name once (the job logs by it). */
export const apiRetention: RetentionRules = {};
for (const module of apiModules)
  for (const [name, rule] of Object.entries(module.retention ?? {})) {
    if (name in apiRetention) throw new Error(`Two modules give the retention rule ${name}`);
    apiRetention[name] = rule;
  }

/** Reads every module's gauges from the database, before a scrape. */
export const readApiGauges = (database: ApiDatabase, now: Date) =>
  Promise.all(apiModules.map((module) => module.gauges?.(database, now)));
