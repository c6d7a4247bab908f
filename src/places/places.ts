import { z } from "zod";
import { localized } from "../content/schema";
import { unitSlug } from "../content/districts";

/**
 * Where a place is and how to get there (issue #15): `content/<collection>/<id>/place.yaml` beside the article's
 * three language files. Numbers live here once; the few sentences a visitor acts on are written per language.
 */

const source = z.string().trim().min(8, "must name its source");
const sentence = z.string().trim().min(20, "must be at least 20 characters");
const sentences = z.object({ goodToKnow: sentence.optional() }).strict();

/**
 * A distance from Tashkent or Nurafshon as a source gives it. `road: true` only where the source says it is by road;
 * otherwise the page shows the straight line from the city to the place's own point instead (issue #28).
 */
const distance = z.object({ km: z.number().positive().max(500), road: z.boolean(), source }).strict();

/** `2026-11`: the month of the newest source that confirms the route runs (not the day an editor read it). */
export const CHECKED_MONTH = /^\d{4}-(?:0[1-9]|1[0-2])$/;
const checked = z
  .string()
  .regex(CHECKED_MONTH, "must be the month of the source that confirms the route, 2026-11");

/**
 * How a visitor gets there (issue #28), in the three languages. `by: transport` names the bus, train or minibus a
 * visitor can take, with its `source` and the month that source confirms it (`checked`; the build warns a year on).
 * `by: car` is for places no current source serves: by car from Tashkent via a named town, without times or fares.
 * Neither repeats the distance from Tashkent, which the panel prints once from `distance` or the point.
 */
const gettingThere = z.discriminatedUnion("by", [
  z
    .object({
      by: z.literal("transport"),
      source,
      checked,
      uz: sentence,
      "uz-cyrl": sentence,
      en: sentence,
      ru: sentence,
    })
    .strict(),
  z.object({ by: z.literal("car"), uz: sentence, "uz-cyrl": sentence, en: sentence, ru: sentence }).strict(),
]);

export const ACCESS_MODES = ["car", "taxi", "bus", "train", "cable-car", "walk"] as const;

export const placeSchema = z
  .object({
    /** The district or city it lies in (content/districts/<slug>). */
    district: unitSlug,
    lat: z.number().min(40).max(43),
    lon: z.number().min(68).max(72),
    /** exact: the feature itself; village: its settlement's point; approx: derived, shown as approximate. */
    precision: z.enum(["exact", "village", "approx"]),
    pointSource: source,
    altitude: z
      .object({ m: z.number().int().min(0).max(5000), source })
      .strict()
      .optional(),
    /** From the sources, in km; shown as "about N km by road" where `road`, else the straight line is shown. */
    distance: z.object({ tashkent: distance.optional(), nurafshon: distance.optional() }).strict().optional(),
    access: z.array(z.enum(ACCESS_MODES)).min(1, "must say how to get there"),
    /** Best months, 1–12. */
    season: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    /** Border-zone rule: passport and permit (Pskem, Badak, Urungach). */
    permit: z.literal("border-zone").optional(),
    website: z
      .object({ url: z.url({ protocol: /^https?$/ }), source })
      .strict()
      .optional(),
    phone: z
      .object({
        value: z.string().regex(/^\+998[\d ]{9,14}$/, "must be an Uzbek number as +998 71 000 00 00"),
        source,
        checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be the day it was checked, 2026-11-25"),
      })
      .strict()
      .optional(),
    gettingThere,
    text: localized(sentences),
  })
  .strict();
export type PlaceData = z.infer<typeof placeSchema>;
export type GettingThere = z.infer<typeof gettingThere>;
export type AccessMode = (typeof ACCESS_MODES)[number];
