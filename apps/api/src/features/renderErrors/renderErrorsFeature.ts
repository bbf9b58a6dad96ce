import { Hono } from "hono";
import { defineApiFeature } from "../apiFeature";
import { renderErrorRoutes } from "./renderErrorRoutes";

/**
 * `POST /v1/render-errors`: the parts of pages a visitor could not be shown, reported by the
 * pages' error boundaries, logged and counted (nothing is stored).
 */
export const renderErrorsFeature = defineApiFeature({
  name: "renderErrors",
  // Per instance, in memory: a report is worth no database write of its own.
  routes: ({ instanceRateLimit }) =>
    new Hono().route("/", renderErrorRoutes(instanceRateLimit("render-errors"))),
});
