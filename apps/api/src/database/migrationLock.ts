import pg from "pg";

/** Names "the API's migrations" among the database's advisory locks (any fixed number would do). */
const migrationLockKey = 4_711_018;

/**
 * Runs `migrate` holding a PostgreSQL advisory lock, so instances that start at the same moment
 * migrate one after another: the first creates the tables, the others find the work done.
 * Without it, their concurrent `CREATE TABLE IF NOT EXISTS` and Kysely's lock row collide, and
 * PostgreSQL logs `duplicate key` errors. The lock is held on a connection of its own, outside
 * the pool, and goes with it.
 */
export async function withMigrationLock<T>(url: string, migrate: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    // A migrator stuck elsewhere fails this start loudly rather than hanging it.
    await session.query("SET lock_timeout = '60s'");
    await session.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
    return await migrate();
  } finally {
    // Ending the session releases the lock, also when `migrate` failed.
    await session.end();
  }
}
