import type { Kysely, Migration, MigrationProvider } from "kysely";
import type { DatabaseEngine } from "./openDatabase";
import type { ApiSchema } from "./schema";

/**
 * A module's migrations by the name Kysely records (`0004_outbox_and_alerts`), written for an
 * engine (which only picks column types such as the auto-increment one).
 */
export type Migrations = (engine: DatabaseEngine) => Record<string, Migration>;

/** What a module adds to the database. */
export interface DatabasePart {
  /** Names the module in an error. */
  name: string;
  migrations?: Migrations;
  /** Rows every start makes sure of, after the migrations and inside their lock: idempotent. */
  seed?: (db: Kysely<ApiSchema>) => Promise<void>;
}

/** The whole database, as `migrateDatabase` applies it. */
export interface DatabaseSchema {
  migrations(engine: DatabaseEngine): MigrationProvider;
  seed(db: Kysely<ApiSchema>): Promise<void>;
}

/**
 * One database from the modules' parts: the same list for both engines. Kysely records which
 * migrations ran by name and runs the others in name order, each only moving forward; so a name
 * is never changed nor reused, and two modules giving one name fail the start.
 */
export function databaseSchema(parts: readonly DatabasePart[]): DatabaseSchema {
  return {
    migrations(engine) {
      const all: Record<string, Migration> = {};
      const owners = new Map<string, string>();
      for (const part of parts)
        for (const [name, migration] of Object.entries(part.migrations?.(engine) ?? {})) {
          const owner = owners.get(name);
          if (owner) throw new Error(`Migration ${name} is given by ${owner} and ${part.name}`);
          owners.set(name, part.name);
          all[name] = migration;
        }
      return { getMigrations: async () => all };
    },
    async seed(db) {
      for (const part of parts) await part.seed?.(db);
    },
  };
}
