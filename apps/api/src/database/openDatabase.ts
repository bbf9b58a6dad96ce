import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { withMigrationLock } from "./migrationLock";
import { apiMigrations } from "./migrations";
import type { ApiSchema } from "./schema";

export type DatabaseEngine = "sqlite" | "postgres";

export interface ApiDatabase {
  db: Kysely<ApiSchema>;
  engine: DatabaseEngine;
  /** Waits for queries in flight, then closes the file or the pool. */
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL when set, otherwise the SQLite file. */
export interface DatabaseLocation {
  url?: string;
  path: string;
}

/** Codes that are valid out of the box, so the referral flow works on a fresh checkout. */
const seededReferralCodes = ["GOLDFRIEND", "WATTLE2025", "VIPGOLD", "FRIENDS10"];

// Postgres returns BIGINT and COUNT(*) as strings by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function connect({ url, path }: DatabaseLocation): Kysely<ApiSchema> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.error("PostgreSQL pool:", error.message));
    return new Kysely<ApiSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new Database(path);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  return new Kysely<ApiSchema>({ dialect: new SqliteDialect({ database: file }) });
}

/** Opens the API's database, applies any migrations not yet applied, and seeds referral codes. */
export async function openDatabase(location: DatabaseLocation): Promise<ApiDatabase> {
  const engine: DatabaseEngine = location.url ? "postgres" : "sqlite";
  const db = connect(location);
  const migrate = async () => {
    const { error, results } = await new Migrator({
      db,
      provider: apiMigrations(engine),
    }).migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
      await db.destroy();
      throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
    }
    await db
      .insertInto("referral_codes")
      .values(seededReferralCodes.map((code) => ({ code })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  };
  // Instances sharing a PostgreSQL database may start together: they take turns.
  await (location.url ? withMigrationLock(location.url, migrate) : migrate());
  return { db, engine, close: () => db.destroy() };
}
