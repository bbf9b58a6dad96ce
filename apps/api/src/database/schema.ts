/**
 * The tables the API keeps, as Kysely sees them (the same on SQLite and PostgreSQL). Empty here:
 * each module that keeps a table adds it from its own file with `declare module` (declaration
 * merging, as Hono's `ContextVariableMap` is extended), so this layer names no feature while every
 * query is still checked against every table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ApiSchema {}
