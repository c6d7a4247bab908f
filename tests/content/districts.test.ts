/**
 * Guards for the districts and cities (issue #14): 15 districts and 7 cities, each with its numbers in unit.yaml
 * and its prose in three languages, each matched to exactly one shape of the boundary file. A failure names the file.
 */
import { describe, expect, it } from "vitest";
import { getCollection, isCollectionKey } from "../../src/content/collections";
import { loadUnit, unitData, unitSlugs, unitsPopulation } from "../../src/content/districts.server";
import { loadArticle } from "../../src/content/load.server";
import { LANGUAGES } from "../../src/i18n/languages";
import { loadUnits } from "../../src/content/districts.server";
import { loadStrings } from "../../src/i18n/i18n";
import { regionGeometry } from "../../src/maps/geometry.server";
import { regionMapData } from "../../src/maps/region-map.server";
import { distanceKm, TASHKENT_CENTRE } from "../../src/places/places.server";
import { strayApostrophe } from "../../src/lib/apostrophes";

const MIN_WORDS = 180;
const MIN_PARAGRAPHS = 3;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("districts and cities", () => {
  const slugs = unitSlugs();

  it("are the region's 15 districts and 7 cities of regional subordination", () => {
    const kinds = slugs.map((slug) => unitData(slug).kind);
    expect(kinds.filter((kind) => kind === "district")).toHaveLength(15);
    expect(kinds.filter((kind) => kind === "city")).toHaveLength(7);
  });

  it("each have exactly one shape, and every shape a unit", () => {
    const shapes = regionGeometry().units.map((unit) => unit.shape);
    const problems = slugs
      .filter((slug) => shapes.filter((shape) => shape === unitData(slug).shape).length !== 1)
      .map((slug) => `content/districts/${slug}/unit.yaml: shape: "${unitData(slug).shape}" is not one shape of data/boundaries`);
    const claimed = new Set(slugs.map((slug) => unitData(slug).shape));
    problems.push(...shapes.filter((shape) => !claimed.has(shape)).map((shape) => `data/boundaries: shape "${shape}" has no unit in content/districts`));
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)("are written in %s, each at least 180 words in 3 paragraphs, in the right script", (language) => {
    const problems: string[] = [];
    for (const slug of slugs) {
      const file = `content/districts/${slug}/${language}.md`;
      const unit = loadUnit(slug, language);
      if (!unit) {
        problems.push(`${file}: missing`);
        continue;
      }
      const body = unit.paragraphs.join("\n\n");
      if (unit.paragraphs.length < MIN_PARAGRAPHS) problems.push(`${file}: body: ${unit.paragraphs.length} paragraphs, needs ${MIN_PARAGRAPHS}`);
      if (words(body) < MIN_WORDS) problems.push(`${file}: body: ${words(body)} words, needs ${MIN_WORDS}`);
      const text = `${unit.name} ${unit.summary} ${body}`;
      // Russian, and Uzbek Cyrillic as the build makes it: Latin only for names «quoted» as registered.
      const cyrillic = language === "ru" || language === "uz-cyrl";
      if (cyrillic && /[A-Za-z]{4,}/.test(body.replace(/«[^»]*»/g, "").replace(/\b[IVXLC]+\b|°C/g, ""))) {
        problems.push(`${file}: Latin words outside «quotes» in ${language} text`);
      }
      if ((language === "uz" || language === "en") && /\p{Script=Cyrillic}/u.test(text))
        problems.push(`${file}: Cyrillic in ${language} text`);
      if (language === "uz" && strayApostrophe().test(text)) problems.push(`${file}: Uzbek uses ʻ (U+02BB) and ʼ (U+02BC)`);
    }
    expect(problems).toEqual([]);
  });

  it("count every population on 1 July 2024 from one source, adding up to the region's 3,079,493 (issue #29)", () => {
    // The regional statistics department's item gives the 22 figures and their total (project-facts.md, District figures).
    const { date, source } = unitsPopulation();
    expect(date).toBe("2024-07-01");
    expect(source).toMatch(/toshvilstat\.uz news 15609/);
    expect(slugs.reduce((sum, slug) => sum + unitData(slug).population.value, 0)).toBe(3_079_493);
  });

  it("leave out only the five areas no source gives, rather than estimate them (issue #29)", () => {
    const withoutArea = slugs.filter((slug) => !unitData(slug).area);
    expect(withoutArea).toEqual(["bekobod-city", "ohangaron-city", "olmaliq-city", "piskent-district", "yangiyol-city"]);
  });

  it("link only to articles that exist", () => {
    const problems: string[] = [];
    for (const slug of slugs) {
      for (const reference of unitData(slug).articles) {
        const [key = "", id = ""] = reference.split("/");
        const found = isCollectionKey(key) && getCollection(key) && LANGUAGES.every((language) => loadArticle(key, language, Number(id)));
        if (!found) problems.push(`content/districts/${slug}/unit.yaml: articles: no article ${reference}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)("get map labels in %s that all found a free spot (none collides)", async (language) => {
    const map = regionMapData(loadUnits(language), await loadStrings(language));
    const crowded = [...map.names, ...map.numbers, ...map.context].filter((label) => !label.free).map((label) => `${label.id}: "${label.text}"`);
    expect(crowded).toEqual([]);
  });

  it("give no road distance from Tashkent shorter than the straight line to the unit's point (issue #28)", () => {
    const problems = slugs.flatMap((slug) => {
      const data = unitData(slug);
      const road = data.distance?.tashkent;
      if (!road?.road || !data.point) return [];
      const line = distanceKm(TASHKENT_CENTRE, data.point);
      return road.km < line
        ? [`content/districts/${slug}/unit.yaml: distance.tashkent: ${road.km} km by road is shorter than the ${line.toFixed(1)} km straight line to the point`]
        : [];
    });
    expect(problems).toEqual([]);
  });
});
