import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ContentError, markdownSource, parseOrThrow, readYamlFile, splitFrontmatter } from "./load.server";
import { paragraphsOf } from "./text";
import { unitProseFrontmatterSchema, unitSchema, unitSlug, type Unit, type UnitData } from "./districts";
import { LANGUAGES, type Language } from "../i18n/languages";
import { distanceKm, roundedKm, TASHKENT_CENTRE } from "../lib/distance";

/** Reads `content/districts/<slug>/` at build time: the numbers once, the prose per language. */

const DISTRICTS_ROOT = path.resolve(process.cwd(), "content/districts");
const relative = (file: string) => path.relative(process.cwd(), file);

/** Every unit folder's slug, sorted; a folder with a malformed name stops the build. */
export function unitSlugs(): string[] {
  if (!existsSync(DISTRICTS_ROOT)) return [];
  return readdirSync(DISTRICTS_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const parsed = unitSlug.safeParse(entry.name);
      if (!parsed.success) throw new ContentError(`${relative(path.join(DISTRICTS_ROOT, entry.name))}: ${parsed.error.issues[0]?.message}`);
      return entry.name;
    })
    .sort();
}

const dataCache = new Map<string, UnitData>();

/** A unit's `unit.yaml`, validated. */
export function unitData(slug: string): UnitData {
  const cached = dataCache.get(slug);
  if (cached) return cached;
  const file = path.join(DISTRICTS_ROOT, slug, "unit.yaml");
  if (!existsSync(file)) throw new ContentError(`${relative(file)}: missing (every unit has its numbers in unit.yaml)`);
  const data = readYamlFile(unitSchema, file);
  dataCache.set(slug, data);
  return data;
}

const unitCache = new Map<string, Unit>();

/** One unit in one language: numbers from unit.yaml, prose from `<lang>.md`. */
export function loadUnit(slug: string, language: Language): Unit | null {
  if (!unitSlug.safeParse(slug).success || !existsSync(path.join(DISTRICTS_ROOT, slug))) return null;
  const key = `${slug}/${language}`;
  const cached = unitCache.get(key);
  if (cached) return cached;
  const data = unitData(slug);
  const source = markdownSource(path.join(DISTRICTS_ROOT, slug), language);
  if (!source)
    throw new ContentError(
      `${relative(path.join(DISTRICTS_ROOT, slug, `${language}.md`))}: missing (every unit is written in uz, en and ru)`,
    );
  const { file } = source;
  const { data: frontmatter, body } = splitFrontmatter(source.text, relative(file));
  const { summary, published, updated } = parseOrThrow(unitProseFrontmatterSchema, frontmatter, file);
  const paragraphs = paragraphsOf(body);
  if (paragraphs.length === 0) throw new ContentError(`${relative(file)}: body: empty`);
  const unit: Unit = {
    slug,
    kind: data.kind,
    name: data.name[language],
    label: data.label[language],
    centre: data.centre?.[language] ?? null,
    centreOutside: data.centreOutside,
    regionalCentre: data.regionalCentre,
    areaKm2: data.area?.km2 ?? null,
    population: { value: data.population.value, date: data.population.date },
    formed: data.formed?.date ?? null,
    distanceKm: {
      tashkent: shownDistance(data, "tashkent"),
      nurafshon: shownDistance(data, "nurafshon"),
    },
    website: data.website ?? null,
    articles: data.articles,
    summary,
    paragraphs,
    published,
    updated,
  };
  unitCache.set(key, unit);
  return unit;
}

/** Where the straight lines start: the places data's Tashkent centre and the Nurafshon GeoNames point (README). */
const FROM = { tashkent: TASHKENT_CENTRE, nurafshon: { lat: 41.0321, lon: 69.36253 } } as const;

/** A source's road distance as it is, otherwise the straight line to the unit's point (issue #28). */
function shownDistance(data: UnitData, from: keyof typeof FROM): { km: number; road: boolean } | null {
  const given = data.distance?.[from];
  if (!given) return null;
  if (given.road || !data.point) return { km: given.km, road: given.road };
  return { km: roundedKm(distanceKm(FROM[from], data.point)), road: false };
}

/**
 * The one day and source of every unit's population (issue #29): the table states the date once in its header
 * and the source once under it, so a unit counted on another day or from another source stops the build.
 */
export function unitsPopulation(): { date: string; source: string } {
  const [first, ...others] = unitSlugs();
  if (!first) throw new ContentError("content/districts: no units");
  const { date, source } = unitData(first).population;
  for (const slug of others) {
    const population = unitData(slug).population;
    if (population.date !== date || population.source !== source)
      throw new ContentError(
        `content/districts/${slug}/unit.yaml: population: must be of ${date} from "${source}" like content/districts/${first}/unit.yaml (one date and source for all units)`,
      );
  }
  return { date, source };
}

/** Every unit in one language, in slug order. */
export function loadUnits(language: Language): Unit[] {
  return unitSlugs().map((slug) => loadUnit(slug, language)!);
}

/** Reads every unit in every language, so a bad file stops the build before any page is written. */
export function validateAllUnits(): void {
  for (const language of LANGUAGES) loadUnits(language);
  unitsPopulation();
}
