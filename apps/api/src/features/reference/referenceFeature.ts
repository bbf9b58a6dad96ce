import { defineApiFeature } from "../apiFeature";
import { createReference } from "./createReference";
import { referenceMigrations } from "./referenceTables";

/**
 * The Shanghai reference price (`GET /v1/prices/reference/sge`), on the prices' clock so a
 * demonstration clock moves both prices together.
 */
export const referenceFeature = defineApiFeature({
  name: "reference",
  migrations: referenceMigrations,
  routes: ({ db, prices }) => createReference({ db, now: prices.now }).routes(),
});
