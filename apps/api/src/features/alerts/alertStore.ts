import type { PriceAlertDirection, PriceCurrency, PriceMetal } from "@gw/api-client/schemas";
import type { Kysely, Selectable } from "kysely";
import type { PriceAlertTable } from "./alertTables";
import type { ApiDatabase } from "../../database/openDatabase";
import type { ApiSchema } from "../../database/schema";

export type PriceAlert = Selectable<PriceAlertTable>;

/** An unconfirmed alert's confirm link works this long; after it, the alert no longer counts. */
const confirmLinkLifetimeMs = 7 * 24 * 60 * 60_000;

/** The topic of an alert's e-mails, so cancelling it withdraws what has not been sent. */
export const alertTopic = (id: number) => `price_alert:${id}`;

export interface NewAlert {
  email: string;
  brand: string;
  locale: string;
  metal: PriceMetal;
  currency: PriceCurrency;
  direction: PriceAlertDirection;
  targetCents: number;
  siteOrigin: string;
  consentWording: string;
  confirmTokenHash: string;
  cancelTokenHash: string;
}

/** Price alerts: pending until confirmed, then active until the price crosses or it is cancelled. */
export function alertStore({ db, engine }: ApiDatabase, now: () => Date = () => new Date()) {
  const iso = () => now().toISOString();

  /** The address's alerts, locked on PostgreSQL so two requests for it take turns. */
  async function lockedAlertsOf(trx: Kysely<ApiSchema>, email: string, brand: string) {
    let query = trx
      .selectFrom("price_alerts")
      .select(["id", "state", "created_at"])
      .where("email", "=", email)
      .where("brand", "=", brand);
    if (engine === "postgres") query = query.forUpdate();
    return query.execute();
  }

  const openAlerts = (rows: Awaited<ReturnType<typeof lockedAlertsOf>>) =>
    rows.filter(
      (row) =>
        row.state === "active" ||
        (row.state === "pending" &&
          now().getTime() - Date.parse(row.created_at) < confirmLinkLifetimeMs),
    ).length;

  return {
    /**
     * How many alerts the address has waiting or active (`open`), and active (`active`), locked
     * on PostgreSQL until the caller's transaction ends, so two requests for it take turns.
     */
    async countsOf(trx: Kysely<ApiSchema>, email: string, brand: string) {
      const mine = await lockedAlertsOf(trx, email, brand);
      return {
        open: openAlerts(mine),
        active: mine.filter((row) => row.state === "active").length,
      };
    },

    /** A new pending alert, in the caller's transaction; resolves to its id. */
    async add(trx: Kysely<ApiSchema>, alert: NewAlert): Promise<number> {
      const row = await trx
        .insertInto("price_alerts")
        .values({
          email: alert.email,
          brand: alert.brand,
          locale: alert.locale,
          metal: alert.metal,
          currency: alert.currency,
          direction: alert.direction,
          target_cents: alert.targetCents,
          site_origin: alert.siteOrigin,
          state: "pending",
          confirm_token_hash: alert.confirmTokenHash,
          cancel_token_hash: alert.cancelTokenHash,
          consent_source: alert.siteOrigin,
          consent_wording: alert.consentWording,
          created_at: iso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    byConfirmToken: (hash: string) =>
      db
        .selectFrom("price_alerts")
        .selectAll()
        .where("confirm_token_hash", "=", hash)
        .executeTakeFirst(),

    /** The cancel link of any of its e-mails, or the "stop all" link of the triggered one. */
    byCancelToken: (hash: string) =>
      db
        .selectFrom("price_alerts")
        .selectAll()
        .where((row) =>
          row.or([row("cancel_token_hash", "=", hash), row("stop_token_hash", "=", hash)]),
        )
        .executeTakeFirst(),

    /** Starts watching a pending alert, unless its link expired or the address is at its limit. */
    async confirm(alert: PriceAlert, limit: number) {
      return db.transaction().execute(async (trx) => {
        const mine = await lockedAlertsOf(trx, alert.email, alert.brand);
        const current = mine.find((row) => row.id === alert.id);
        if (current?.state !== "pending") return current?.state ?? "cancelled";
        if (now().getTime() - Date.parse(alert.created_at) > confirmLinkLifetimeMs)
          return "expired";
        if (mine.filter((row) => row.state === "active").length >= limit) return "limit";
        await trx
          .updateTable("price_alerts")
          .set({ state: "active", confirmed_at: iso() })
          .where("id", "=", alert.id)
          .where("state", "=", "pending")
          .execute();
        return "confirmed-now";
      });
    },

    /**
     * Ends the alert (or every waiting or active alert of its address) at once, withdrawing
     * their unsent e-mails in the same transaction. Resolves to how many it ended.
     */
    async cancel(
      alert: PriceAlert,
      scope: "one" | "all",
      withdraw: (trx: Kysely<ApiSchema>, ids: number[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom("price_alerts")
          .select("id")
          .where("state", "in", ["pending", "active", "triggered"]);
        query =
          scope === "all"
            ? query.where("email", "=", alert.email).where("brand", "=", alert.brand)
            : query.where("id", "=", alert.id);
        const ids = (await query.execute()).map((row) => Number(row.id));
        if (ids.length === 0) return 0;
        // A triggered alert has ended already; cancelling it only withdraws its unsent e-mail.
        const ended = await trx
          .updateTable("price_alerts")
          .set({ state: "cancelled", ended_at: iso() })
          .where("id", "in", ids)
          .where("state", "in", ["pending", "active"])
          .executeTakeFirst();
        await withdraw(trx, ids);
        return Number(ended.numUpdatedRows);
      });
    },

    /** Active alerts this buy price crosses: above a target it rose past, below one it fell under. */
    crossedBy(metal: PriceMetal, currency: PriceCurrency, askCents: number): Promise<PriceAlert[]> {
      return db
        .selectFrom("price_alerts")
        .selectAll()
        .where("state", "=", "active")
        .where("metal", "=", metal)
        .where("currency", "=", currency)
        .where((row) =>
          row.or([
            row.and([row("direction", "=", "above"), row("target_cents", "<", askCents)]),
            row.and([row("direction", "=", "below"), row("target_cents", ">", askCents)]),
          ]),
        )
        .orderBy("id")
        .execute();
    },

    /**
     * Ends an active alert as triggered. One conditional UPDATE: whichever instance runs it first
     * wins; every other sees the alert no longer active and sends nothing.
     */
    async trigger(
      trx: Kysely<ApiSchema>,
      id: number,
      priceCents: number,
      stopTokenHash: string,
    ): Promise<boolean> {
      const result = await trx
        .updateTable("price_alerts")
        .set({
          state: "triggered",
          triggered_at: iso(),
          triggered_price_cents: priceCents,
          ended_at: iso(),
          stop_token_hash: stopTokenHash,
        })
        .where("id", "=", id)
        .where("state", "=", "active")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** The currencies some active alert waits on, so their prices keep coming without visitors. */
    async watchedCurrencies(): Promise<PriceCurrency[]> {
      const rows = await db
        .selectFrom("price_alerts")
        .select("currency")
        .distinct()
        .where("state", "=", "active")
        .execute();
      return rows.map((row) => row.currency as PriceCurrency);
    },
  };
}

export type AlertStore = ReturnType<typeof alertStore>;
