import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

export type ApiDatabase = Database.Database;

/** Codes that are valid out of the box, so the referral flow works on a fresh checkout. */
const seededReferralCodes = ["GOLDFRIEND", "WATTLE2025", "VIPGOLD", "FRIENDS10"];

/** Each entry moves the schema one version forward; `user_version` remembers how far it got. */
const migrations = [
  `CREATE TABLE contact_requests (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     email TEXT NOT NULL,
     message TEXT NOT NULL,
     source TEXT NOT NULL,
     first_name TEXT NOT NULL,
     last_name TEXT NOT NULL,
     full_name TEXT NOT NULL,
     referral_payload TEXT,
     hostname TEXT NOT NULL,
     locale TEXT NOT NULL
   );
   CREATE TABLE referral_codes (code TEXT PRIMARY KEY COLLATE NOCASE);`,
];

/** Opens (creating if needed) the API's SQLite file, brings its schema up to date and seeds it. */
export function openDatabase(path: string): ApiDatabase {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  const version = db.pragma("user_version", { simple: true }) as number;
  db.transaction(() => {
    migrations.slice(version).forEach((sql) => db.exec(sql));
    db.pragma(`user_version = ${migrations.length}`);
    const seed = db.prepare("INSERT OR IGNORE INTO referral_codes (code) VALUES (?)");
    seededReferralCodes.forEach((code) => seed.run(code));
  })();
  return db;
}
