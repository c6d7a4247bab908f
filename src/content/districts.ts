import { z } from "zod";
import { contentDates, localized, updatedNotBeforePublished } from "./schema";

/**
 * The region's 22 administrative units (issue #14): 15 districts and 7 cities of regional subordination.
 * Each lives in `content/districts/<slug>/`: `unit.yaml` holds its numbers once, language-neutral, and
 * `uz.md`, `en.md`, `ru.md` only its prose. Every figure names its source (the facts files' section).
 */

/** A stable ASCII slug: `bostonliq-district`, `angren-city` (districts and cities that share a name differ). */
export const unitSlug = z.string().regex(/^[a-z]+(?:-[a-z]+)*-(?:district|city)$/, "must be like bostonliq-district or angren-city");

const inEveryLanguage = localized(z.string().trim().min(2, "must be at least 2 characters"));

/** Where a figure comes from: the facts file's section and the source it cites. */
const source = z.string().trim().min(8, "must name the facts file section and its source");

/** `2021`, `2023-03` or `1926-09-29`. */
const partialDate = z.string().regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, "must be a year, year-month or date: 2021, 2023-03, 1926-09-29");

/** `2024-07-01`: a population is counted on a day. */
const fullDate = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, "must be a date: 2024-07-01");

/** As a source gives it; `road: true` only where the source says by road (issue #28), else the page shows the straight line. */
const distance = z.object({ km: z.number().positive().max(500), road: z.boolean(), source }).strict();

export const unitSchema = z
  .object({
    kind: z.enum(["district", "city"]),
    /** The feature's `ADM2_EN` in data/boundaries/tashkent-region-districts.geojson. */
    shape: z.string().min(3),
    /** The page heading in each language. */
    name: inEveryLanguage,
    /** The short label on the map. */
    label: inEveryLanguage,
    /** A district's administrative centre. */
    centre: inEveryLanguage.optional(),
    /** The centre is a city that is not part of the district (Oʻrta Chirchiq: Nurafshon). */
    centreOutside: z.boolean().default(false),
    /** The region's administrative centre (Nurafshon only). */
    regionalCentre: z.boolean().default(false),
    /**
     * km², one figure (issue #29: no ranges; where sources disagree, project-facts.md says which is kept and the
     * source names the other). Left out where no source gives one: the table shows "—" with a note.
     */
    area: z
      .object({
        km2: z.number().positive(),
        source,
        /** In English, for editors: what the figure is before or after (not shown). */
        note: z.string().optional(),
      })
      .strict()
      .optional(),
    /**
     * Permanent population on one day, from one source for all 22 units (issue #29): the table states the date
     * once, so the loader refuses a unit whose date or source differs from the others'.
     */
    population: z
      .object({ value: z.number().int().positive(), date: fullDate, source })
      .strict(),
    /** Districts: when formed; cities: since when a city (or town). */
    formed: z.object({ date: partialDate, source }).strict().optional(),
    /** From Tashkent (and Nurafshon): "about N km by road" where `road`, else the straight line to `point`. */
    distance: z.object({ tashkent: distance.optional(), nurafshon: distance.optional() }).strict().optional(),
    /** The city, or the district's centre, that the distances are measured to (shared/data/places row). */
    point: z.object({ lat: z.number().min(40).max(43), lon: z.number().min(68).max(72), source }).strict().optional(),
    website: z.url({ protocol: /^https$/, error: "must be an https address" }).optional(),
    /** Other articles about the unit, as `collection/id`; places are listed by the district their place.yaml names (#15). */
    articles: z.array(z.string().regex(/^[a-z-]+\/[1-9]\d*$/, "must be collection/id, e.g. sights/2")).default([]),
  })
  .strict()
  .superRefine((unit, context) => {
    if (unit.kind === "district" && !unit.centre) context.addIssue({ code: "custom", path: ["centre"], message: "a district names its centre" });
    if (unit.kind === "city" && unit.centre) context.addIssue({ code: "custom", path: ["centre"], message: "a city has no centre of its own" });
    if (unit.distance && !unit.point) context.addIssue({ code: "custom", path: ["point"], message: "a unit with a distance names the point it is measured to" });
  });
export type UnitData = z.infer<typeof unitSchema>;

/** Frontmatter of a unit's prose file. */
export const unitProseFrontmatterSchema = z
  .object({
    /** One sentence for the list and the page description. */
    summary: z.string().trim().min(20, "must be at least 20 characters").max(160, "must be at most 160 characters"),
    ...contentDates,
  })
  .strict()
  .superRefine(updatedNotBeforePublished);

/** One unit as a screen gets it, in one language. */
export interface Unit {
  slug: string;
  kind: UnitData["kind"];
  name: string;
  label: string;
  centre: string | null;
  centreOutside: boolean;
  regionalCentre: boolean;
  areaKm2: number | null;
  /** The same date for every unit (unitsPopulationDate). */
  population: { value: number; date: string };
  formed: string | null;
  /** By road where a source says so, else the straight line from the city's centre to the unit's point, rounded. */
  distanceKm: { tashkent: { km: number; road: boolean } | null; nurafshon: { km: number; road: boolean } | null };
  website: string | null;
  /** `collection/id` of the site's articles about places in the unit. */
  articles: string[];
  summary: string;
  paragraphs: string[];
  /** When the unit's prose in this language was first published and last changed (issue #32). */
  published: string;
  updated: string;
}
