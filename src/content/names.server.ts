import path from "node:path";
import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";
import { readYamlFile } from "./load.server";

/**
 * content/names.yaml: one chosen form of each place name per language and the variants the articles must not use
 * (its format is documented at its top). Read here, validated once, by the names content test and by the search
 * index (a reader who types a variant finds the chosen form).
 */
export const NAMES_FILE = path.resolve(process.cwd(), "content/names.yaml");

export const NAME_KINDS = [
  "region", "city", "district", "town", "village", "river", "stream", "canal", "reservoir", "lake", "range", "peak",
  "resort", "park", "reserve", "site", "shrine", "historic-region", "deposit",
] as const;

/** Forms per language, any of the languages left out. */
const perLanguage = z
  .object(
    Object.fromEntries(LANGUAGES.map((language) => [language, z.array(z.string().min(1)).optional()])) as Record<
      Language,
      z.ZodOptional<z.ZodArray<z.ZodString>>
    >,
  )
  .strict();

export const nameEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, "must be lowercase ASCII"),
    kind: z.enum(NAME_KINDS),
    ...(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().min(1)])) as Record<
      Language,
      z.ZodString
    >),
    variants: perLanguage.optional(),
    registered: perLanguage.optional(),
    also: perLanguage.optional(),
    note: z.string().optional(),
    /** Why the English form does not follow the rule of the file's header (tests/content/names-english.test.ts). */
    enException: z.string().trim().min(1).optional(),
  })
  .strict();

export type NameEntry = z.infer<typeof nameEntrySchema>;

export const loadNames = (file = NAMES_FILE): NameEntry[] => readYamlFile(z.array(nameEntrySchema), file);
