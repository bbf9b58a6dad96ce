import {
  countedEventsPerCall,
  countedPages,
  countedSites,
  countedTextMaxLength,
  deviceClasses,
  pageEvents,
} from "@gw/api-client/counts";
import { supportedLocales } from "@gw/i18n/locales";
import * as v from "valibot";

/** A source, medium or campaign: kept as sent, so it may hold no control character. */
const text = (name: string) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.maxLength(countedTextMaxLength, `${name} must be at most ${countedTextMaxLength} characters`),
    v.regex(/^\P{Cc}*$/u, `${name} must not hold control characters`),
  );

const oneOf = <const T extends readonly string[]>(name: string, options: T) =>
  v.picklist(options, `${name} must be one of: ${options.join(", ")}`);

/** The counting call's body (`@gw/api-client/counts`): anything else is refused, whole. */
export const countsRequestSchema = v.strictObject({
  site: oneOf("site", countedSites),
  events: v.pipe(
    v.array(
      v.strictObject({
        event: oneOf("event", pageEvents),
        page: oneOf("page", countedPages),
        language: oneOf("language", supportedLocales),
        source: v.pipe(text("source"), v.minLength(1, "source must not be empty")),
        medium: text("medium"),
        campaign: text("campaign"),
        device: oneOf("device", deviceClasses),
      }),
      "events must be a list",
    ),
    v.minLength(1, "events must not be empty"),
    v.maxLength(countedEventsPerCall, `events may hold at most ${countedEventsPerCall} events`),
  ),
});
