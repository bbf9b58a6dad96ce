import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { logger } from "../observability/logger";
import { withMigrationLock } from "./migrationLock";
import type { DatabaseSchema } from "./migrations";
import type { ApiSchema } from "./schema";

export type DatabaseEngine = "sqlite" | "postgres";

export interface ApiDatabase {
  db: Kysely<ApiSchema>;
  engine: DatabaseEngine;
  /**
   * The connections behind `db` now (`gw_db_pool_connections`): PostgreSQL's pool by state;
   * SQLite has one connection, which Kysely lends to one query or transaction at a time.
   */
  connections(): { total: number; idle?: number; waiting?: number };
  /** Waits for queries in flight, then closes the file or the pool. */
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL when set, otherwise the SQLite file. */
export interface DatabaseLocation {
  url?: string;
  path: string;
}

// Postgres returns BIGINT and COUNT(*) as strings by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Connects without touching the schema: `migrateDatabase` must run before any query. */
export function connectDatabase({ url, path }: DatabaseLocation): ApiDatabase {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A connection the server drops (restart, failover, shutdown) must not end the process:
    // the query holding it fails, and the pool replaces it on the next one. The pool listens
    // only while a connection is idle; this listener also covers one a query holds.
    pool.on("connect", (client) =>
      client.on("error", (error) =>
        logger.warn({ event: "db.connection_lost", err: error }, "PostgreSQL connection lost"),
      ),
    );
    // Logged above: the pool passes on an idle connection's error, which needs a listener here.
    pool.on("error", () => {});
    const db = new Kysely<ApiSchema>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: "postgres",
      connections: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    };
  }
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new Database(path);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  const db = new Kysely<ApiSchema>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: "sqlite", connections: () => ({ total: 1 }), close: () => db.destroy() };
}

/**
 * Applies any of the schema's migrations not yet applied, then its seeds; on failure closes the
 * database and throws. Instances sharing a PostgreSQL database may start together: they take
 * turns (`withMigrationLock`), so this can wait for another instance's migrations.
 */
export async function migrateDatabase(
  database: ApiDatabase,
  location: DatabaseLocation,
  schema: DatabaseSchema,
) {
  const { db, engine } = database;
  const migrate = async () => {
    const { error, results } = await new Migrator({
      db,
      provider: schema.migrations(engine),
      // Each issue adds its migration under a number reserved for it, and they merge in any
      // order: a database that ran 0008 still takes a 0005 that arrives later. None depends on
      // another's tables.
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    for (const result of results ?? []) {
      const event = { event: "db.migration", migration: result.migrationName, engine };
      if (result.status === "Success") logger.info(event, `Migration ${result.migrationName}`);
      else if (result.status === "Error")
        logger.error(event, `Migration ${result.migrationName} failed`);
    }
    const failed = results?.find((result) => result.status === "Error");
    if (error || failed) {
      await db.destroy();
      throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
    }
    await schema.seed(db);
  };
  await (location.url ? withMigrationLock(location.url, migrate) : migrate());
}

/** Opens the API's database, applies any of the schema's migrations not yet applied, and seeds. */
export async function openDatabase(
  location: DatabaseLocation,
  schema: DatabaseSchema,
): Promise<ApiDatabase> {
  const database = connectDatabase(location);
  await migrateDatabase(database, location, schema);
  return database;
}
