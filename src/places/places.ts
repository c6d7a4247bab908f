import { z } from "zod";
import { localized } from "../content/schema";
import { unitSlug } from "../content/districts";

/**
 * Where a place is and how to get there (issue #15): `content/<collection>/<id>/place.yaml` beside the article's
 * three language files. Numbers live here once; the few sentences a visitor acts on are written per language.
 */

const source = z.string().trim().min(8, "must name its source");
const sentences = z
  .object({
    gettingThere: z.string().trim().min(20, "must be at least 20 characters"),
    goodToKnow: z.string().trim().min(20, "must be at least 20 characters").optional(),
  })
  .strict();

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
    altitude: z.object({ m: z.number().int().min(0).max(5000), source }).strict().optional(),
    /** By road, in km, shown as "about N km". */
    distance: z
      .object({
        tashkent: z.object({ km: z.number().positive().max(500), source }).strict().optional(),
        nurafshon: z.object({ km: z.number().positive().max(500), source }).strict().optional(),
      })
      .strict()
      .optional(),
    access: z.array(z.enum(ACCESS_MODES)).min(1, "must say how to get there"),
    /** Best months, 1–12. */
    season: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    /** Border-zone rule: passport and permit (Pskem, Badak, Urungach). */
    permit: z.literal("border-zone").optional(),
    website: z.object({ url: z.url({ protocol: /^https?$/ }), source }).strict().optional(),
    phone: z
      .object({
        value: z.string().regex(/^\+998[\d ]{9,14}$/, "must be an Uzbek number as +998 71 000 00 00"),
        source,
        checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be the day it was checked, 2026-11-25"),
      })
      .strict()
      .optional(),
    text: localized(sentences),
  })
  .strict();
export type PlaceData = z.infer<typeof placeSchema>;
export type AccessMode = (typeof ACCESS_MODES)[number];
