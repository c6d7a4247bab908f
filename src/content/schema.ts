import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";

/**
 * A value given once per site language, `{ uz, en, ru }`, and nothing else: the one way a content schema says
 * "in every language", so a new language is added in i18n/languages.ts and reaches every schema.
 */
export const localized = <T extends z.ZodType>(field: T) =>
  z.object(Object.fromEntries(LANGUAGES.map((language) => [language, field])) as Record<Language, T>).strict();

/** A media slot id such as `regional-history-2` or `sights-1-3` (see media/manifest). */
const slotId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a media slot id like statistics-3 or sights-1-2");

/** `2025-08-22/2025-08-23`: an edition's first and last day. */
const dateRange = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\/\d{4}-\d{2}-\d{2}$/, "must be first and last day as 2025-08-22/2025-08-23")
  .refine((range) => {
    const [start = "", end = ""] = range.split("/");
    const valid = (day: string) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
    };
    return valid(start) && valid(end) && start <= end;
  }, "must be two real days, the first not after the last");

/** `2026-11-27`: a real calendar day. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day as 2026-11-27")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, "must be a real day");

/**
 * When a content file first appeared and last changed (issue #32): the Atom feed of site updates lists pages by
 * them. Seeded from the repository's history (scripts/seed-content-dates.ts); editors set `updated` when they change
 * what a reader reads. Both are required, and `updated` is never before `published`.
 */
export const contentDates = {
  /** The day the file was first published: `2026-11-21`. */
  published: isoDay,
  /** The day its text last changed for a reader: `2026-11-25`. */
  updated: isoDay,
};

/** Refuses an `updated` day before `published`, naming the field. */
export function updatedNotBeforePublished(value: { published: string; updated: string }, context: z.RefinementCtx): void {
  if (value.updated < value.published)
    context.addIssue({ code: "custom", path: ["updated"], message: `must not be before published (${value.published})` });
}

/**
 * A recurring event the article describes, for search engines (structured data on its detail page, for
 * collections with an `eventType` in the registry). Its editions are the same in all three languages.
 */
const eventSchema = z
  .object({
    /** The event's name in that language, without the year: `Uzum sayli`. */
    name: z.string().trim().min(3, "must be at least 3 characters"),
    /** Where it is held, in that language, as precisely as every edition allows: `Parkent district`. */
    place: z.string().trim().min(3, "must be at least 3 characters"),
    /** Every edition the article names, oldest first. */
    editions: z.array(dateRange).min(1, "must name at least one edition"),
  })
  .strict();

/** Frontmatter of `content/<collection>/<id>/<lang>.md`. */
export const articleFrontmatterSchema = z
  .object({
    /** The article title in that language, unique within its collection. */
    title: z.string().trim().min(3, "must be at least 3 characters"),
    /** The main image's slot id: `<collection>-<id>`. */
    image: slotId,
    /** Further images, `<collection>-<id>-2` … `-4`; the same in all three languages. */
    image2: slotId.optional(),
    image3: slotId.optional(),
    image4: slotId.optional(),
    event: eventSchema.optional(),
    ...contentDates,
  })
  .strict()
  .superRefine(updatedNotBeforePublished);

/** The spec's Article (§3): id from 1, title, desc with paragraphs separated by blank lines, 1–4 images. */
export const articleSchema = articleFrontmatterSchema.safeExtend({
  id: z.number().int().min(1),
  desc: z.string().min(1, "the body is empty"),
});
export type Article = z.infer<typeof articleSchema>;

/** Frontmatter of `content/pages/<page>/<lang>.md`. */
export const pageFrontmatterSchema = z
  .object({
    title: z.string().trim().min(3, "must be at least 3 characters"),
    image: slotId.optional(),
    ...contentDates,
  })
  .strict()
  .superRefine(updatedNotBeforePublished);

/** A page body is paragraphs, `## ` subheadings and `- ` lists, parsed at build time. */
export const pageBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), text: z.string().min(1) }),
  z.object({ type: z.literal("heading"), text: z.string().min(1) }),
  z.object({ type: z.literal("list"), items: z.array(z.string().min(1)).min(1) }),
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageSchema = pageFrontmatterSchema.safeExtend({ blocks: z.array(pageBlockSchema).min(1) });
export type Page = z.infer<typeof pageSchema>;

/** What a list card needs of an article: never the whole text. */
export interface ArticleSummary {
  id: number;
  title: string;
  excerpt: string;
  image: string;
  href: string;
}
