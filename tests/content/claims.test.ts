/**
 * Claims the site must not make (issue #28 items 1, 2 and 3): wrong facts that have come back after a review,
 * details that no source in the facts files supports, and asides about sources or hedged dates that the writing
 * guide forbids ("hedge the fact itself … instead of describing the sources"). Every content/**\/<lang>.md file
 * (articles, pages, district pages) is read, body and title, sentence by sentence, in all three languages.
 *
 * Each claim names why it is refused and where that was decided. A detail listed under UNSOURCED may come back
 * only after it is written, with its source, into content/facts/project-facts.md ("Facts added since"); then take
 * its entry out of this list in the same commit.
 *
 * A failure names the file, the claim and the start of the sentence, e.g.
 *   content/districts/bekobod-city/en.md: bekobod-existence "The city owes its existence to this steelworks…"
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { languageFiles } from "./content-files";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { LANGUAGES, type Language } from "../../src/i18n/languages";

const ROOT = path.resolve(process.env.REPETITION_CONTENT_DIR ?? process.cwd(), "content");

export interface Claim {
  id: string;
  why: string;
  /** The sentence must match this (any language) before `pattern` is tried; omit to try every sentence. */
  about?: RegExp;
  pattern: Partial<Record<Language, RegExp>>;
  /** A sentence that matches this is a hedged or corrected form of the claim and is allowed. */
  unless?: RegExp;
}

const YEAR = String.raw`(?:1[5-9]\d\d|20\d\d)`;

export const CLAIMS: Claim[] = [
  // --- Wrong facts (review 27 Nov 2026, H1 and H4) ---------------------------------------------------------------
  {
    id: "bekobod-existence",
    why: "Bekobod began in 1899 as the settlement at Khilkovo station and became a town in 1945 (facts-places A-bis Bekobod); the steelworks made it a town, it did not bring it into being. Review 25 Nov H2, 27 Nov H1.",
    about: /Bekobod|Бекабад|Begovat|Беговат|steelworks|steel plant|kombinat|zavod|завод|комбинат/iu,
    pattern: {
      en: /owes (?:its|their) (?:very )?existence|exists? (?:only )?(?:because of|thanks to) (?:the|this) (?:steel|plant|works)|(?:born|founded|created|grew up) (?:because of|thanks to|around|for) (?:the|this) (?:steel|plant|works|metallurg)/iu,
      ru: /обязан\p{L}* (?:своим )?(?:существованием|появлением|рождением)|(?:возник|появил|родил|вырос)\p{L}* (?:благодаря|ради|вокруг) (?:этому |этого )?(?:завод|комбинат)/iu,
      uz: /(?:kombinat|zavod)\p{L}* (?:tufayli|sababli|sharofati bilan)[^.]{0,40}(?:vujudga kel|paydo boʻl|dunyoga kel|bunyod boʻl)/iu,
    },
  },
  {
    id: "kumbel-longest",
    why: "Amirsoy's run is 3,550 m, longer than Kumbel's 3,017 m (facts §4 Ski resorts); Kumbel was the longest for many years. Review 27 Nov H4.",
    about: /Kumbel|Кумбел/u,
    pattern: {
      en: /\blongest\b/iu,
      ru: /сам\p{L}* длинн/iu,
      uz: /eng uzun/iu,
    },
    unless: /for many years|for years|долг\p{L}* (?:годы|лет)|много лет|uzoq yillar|koʻp yillar/iu,
  },

  {
    id: "old-unit-population",
    why: "A district's or city's population is the regional statistics department's of 1 July 2024 for all 22 units (project-facts.md, District figures; issue #29), not a figure of another year from an encyclopedia or a Wikipedia copy.",
    about: /population|residents|inhabitants|people|населени|жител|человек|aholi|kishi/iu,
    pattern: {
      en: /\b(?:191,300|162,800|171,300|141,894|120,200|120\.2 thousand|159,500|51,400|175,724|171,200|163,400|122,100|138,900|195,400|175,400)\b/u,
      ru: /(?:191,3|162,8|171,3|120,2|159,5|51,4|171,2|163,4|122,1|138,9|195,4|175,4) тыс|\b(?:191 300|162 800|171 300|141 894|120 200|159 500|51 400|175 724|171 200|163 400|122 100|138 900|195 400|175 400)\b/u,
      uz: /(?:191,3|162,8|171,3|120,2|159,5|51,4|171,2|163,4|122,1|138,9|195,4|175,4) ming|\b(?:191 300|162 800|171 300|141 894|120 200|159 500|51 400|175 724|171 200|163 400|122 100|138 900|195 400|175 400)\b/u,
    },
  },

  // --- Asides about sources and hedged dates (writing guide, "Sources and dates in the text"; review M7) ----------
  {
    id: "source-aside",
    why: "Hedge the fact itself (\"in the mid-1950s\", \"10,000–20,000 a day\") instead of describing the sources. Review 27 Nov M7.",
    pattern: {
      en: /\b(?:one|some|another|other) sources?\b|\bsources (?:differ|disagree|vary)\b|national encyclopedia gives|\bone \d{4} report\b|\bguides give\b|\bone account gives\b|depending on the source|according to (?:some|different|various) sources/iu,
      ru: /(?:в|по) (?:одном|одному|другим|другом|некоторым|ряде|ряду) источник|источники (?:расходятся|называют)|в источниках расход|по данным одного из источников|одн\p{L}* из источников|по некоторым данным|в одном сообщении|по Национальной энциклопедии|по разным (?:источникам|данным)/iu,
      uz: /\bbir manba|\bbaʼzi manba|\bayrim manba|\bboshqa manba|manbalar(?:da)? turlicha|\bbir xabarga koʻra|gidlarning aytishicha|turli manbalar|manbaga qarab/iu,
    },
  },
  {
    id: "hedged-date",
    why: "A date is known, given as a range, or left out: not \"apparently 2024\". Issue #28 item 3.",
    pattern: {
      en: new RegExp(String.raw`\b(?:apparently|most likely|probably)\b[^.]*\b${YEAR}\b|\b${YEAR}\b[^.]*\b(?:apparently|most likely)\b`, "iu"),
      ru: new RegExp(String.raw`(?:по всей видимости|скорее всего|вероятно)[^.]*${YEAR}|${YEAR}[^.]*(?:по всей видимости|скорее всего)`, "iu"),
      uz: new RegExp(String.raw`\behtimol\b[^.]*\b${YEAR}|${YEAR}[^.]*\behtimol\b`, "iu"),
    },
  },

  // --- Details without a source (review 27 Nov §6); cut, or source them in content/facts first -------------------
  {
    id: "chatkal-visitor-centre",
    why: "§6.1: no source for a visitor centre in the Chatkal reserve, nor for its date.",
    pattern: { en: /visitor cent(?:re|er)/iu, ru: /визит-центр|визитн\p{L}* центр/iu, uz: /tashrif markazi/iu },
  },
  {
    id: "snow-leopard",
    why: "§6.1–2: the facts files name Menzbier's marmot, no snow leopard.",
    pattern: { en: /snow leopard/iu, ru: /снежн\p{L}* барс|ирбис/iu, uz: /qor qoploni|irbis/iu },
  },
  {
    id: "chatkal-glaciers-field-base",
    why: "§6.3: snowfields, glaciers, the field base and bridle paths come from an outside page, not the facts files.",
    pattern: {
      en: /small glaciers|field base|bridle paths/iu,
      ru: /небольшим ледникам|полевой базы|конные тропы/iu,
      uz: /kichik muzliklar|dala bazasi|ot yuradigan soʻqmoq/iu,
    },
  },
  {
    id: "hazrati-ali-buva",
    why: "§6.4: no source for a hilltop shrine at Kumushkan.",
    pattern: { en: /Hazrati Ali buva/u, ru: /Хазрати Али-бува/u, uz: /Hazrati Ali buva/u },
  },
  {
    id: "soqoq-named-dishes",
    why: "§6.5–6: the facts have samsa with mountain herbs; the named somsa, kebabs, pine wood, poppies, kites and kupkari are unsourced.",
    pattern: {
      en: /ko'k somsa|mador somsa|pine wood|fly kites|kupkari/iu,
      ru: /кук-самса|мадор-самса|сосновый лес|воздушных змеев|купкари/iu,
      uz: /koʻk somsa|mador somsa|qaragʻayzor|varrak|koʻpkari/iu,
    },
  },
  {
    id: "kumushkan-minibuses",
    why: "§6.7: minibuses and a promoted tourist village at Kumushkan are not in the facts files.",
    pattern: {
      en: /minibuses run from the capital to Kumushkan|promoted as a tourist village/iu,
      ru: /До Кумушкана из столицы ходят маршрутки|развивают как туристическое село/iu,
      uz: /Qumushkonga mikroavtobuslar|turistik qishloq sifatida targʻib/iu,
    },
  },
  {
    id: "solar-furnace-tour",
    why: "§6.8 and §6.10: no source for a tour itinerary, mirror facets or the tower in front of the concentrator.",
    pattern: {
      en: /typical tour|climb up the concentrator|mirror facets|tower that stands in front/iu,
      ru: /экскурсия начинается|подъёмом на концентратор|зеркальных граней|стоящей перед ним башни/iu,
      uz: /Ekskursiya odatda|konsentrator tepasiga chiqiladi|koʻzgu boʻlakchalari|oldidagi minora/iu,
    },
  },
  {
    id: "oyboshitepa-dig",
    why: "§6.11: the facts have the group, the period, ~1,600 m² and a tower; not the dig, the room, potsherds or knives.",
    about: /Shavkattepa|Oyboshitepa|Шавкаттепа|Ойбошитепа|1963|excavat|археолог|arxeolog/iu,
    pattern: {
      en: /dug at only one|iron knives|potsherds/iu,
      ru: /железн\p{L}* нож|черепк/iu,
      uz: /temir pichoq|sopol siniq/iu,
    },
  },
  {
    id: "sheikhantaur",
    why: "§6.12: not in the facts files, and it brings a Tashkent-city shrine into a region article.",
    pattern: { en: /Sheikhantaur|Hovendi/iu, ru: /Шейхантаур|Ховенди/iu, uz: /Shayxontohur|Xovandi/iu },
  },
  {
    id: "xumsan-moonlit",
    why: "§6.13: the facts have the nickname and khum + say only.",
    pattern: { en: /moonlit|outline of a jug/iu, ru: /лунн\p{L}* (?:ноч|свет)|очертания кувшина/iu, uz: /oydin kecha|koʻza shaklida/iu },
  },
  {
    id: "nanay-quarrel",
    why: "§6.14: the facts say only that migrants from Nanay near Namangan founded it.",
    pattern: {
      en: /fallen out with|wandered through the mountains/iu,
      ru: /рассорил|скитал/iu,
      uz: /chiqisha olmay|kezib yurgan/iu,
    },
  },
  {
    id: "pskem-bridge-2022",
    why: "§6.15: the bridge closure of 2022 is not in the facts files.",
    pattern: {
      en: /shut for repairs/iu,
      ru: /закрыт\p{L}* на ремонт|ремонт\p{L}* мост/iu,
      uz: /taʼmirga yopil/iu,
    },
  },
  {
    id: "village-elders",
    why: "§6.16 and L11: the facts say the trees are said to have been planted; the elders as speakers are invented.",
    pattern: { en: /village elders|elders say/iu, ru: /старейшин|старожил/iu, uz: /oqsoqollarining aytishicha|qishloq oqsoqollari/iu },
  },
  {
    id: "tovoqsoy-description",
    why: "§6.17: the facts have a single-stream fall of about 40 m; the ledges and a forceful Kulasia are unsourced.",
    pattern: {
      en: /low rock ledges|low but forceful/iu,
      ru: /невысоки\p{L}* уступ|невысокий, но мощный/iu,
      uz: /past qoya pogʻona|past boʻlsa-da, kuchli/iu,
    },
  },
  {
    id: "closest-waterfall",
    why: "§6.18 and L6: an invented superlative.",
    pattern: {
      en: /closest big waterfall|nearest big waterfall|closest waterfall to Tashkent/iu,
      ru: /Ближайший к Ташкенту большой водопад|ближайш\p{L}* крупн\p{L}* водопад/iu,
      uz: /eng yaqin katta sharshara/iu,
    },
  },
];

const filesOf = (language: Language) => languageFiles(language, ROOT);

/**
 * The visitor-facing words of every place.yaml in one language (its "getting there" and "good to know"): a detail
 * cut from an article must not come back through its practical panel.
 */
function placeTextsOf(language: Language, dir = ROOT, found: Array<[string, string]> = []): Array<[string, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) placeTextsOf(language, full, found);
    else if (entry.name === "place.yaml") {
      const place = parse(readFileSync(full, "utf8")) as {
        gettingThere?: Partial<Record<Language, string>>;
        text?: Partial<Record<Language, Record<string, string>>>;
      };
      const texts = [place.gettingThere?.[language], ...Object.values(place.text?.[language] ?? {})];
      found.push([full, texts.filter(Boolean).join("\n\n")]);
    }
  }
  return found.sort(([a], [b]) => a.localeCompare(b));
}

/** The title and the body, without image slots and other frontmatter fields. */
function textOf(source: string): string {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  const title = match ? (/^title:\s*(.*)$/m.exec(match[1] ?? "")?.[1] ?? "") : "";
  return `${title}\n\n${match ? source.slice(match[0].length) : source}`;
}

/** Sentences end at . ! ? … before a capital letter, a digit or an opening quote, and at every line break. */
const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.!?…][»"”’)]*)\s+(?=[\p{Lu}\p{N}«"“(])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export function claimsIn(text: string, language: Language, claims = CLAIMS): Array<{ id: string; sentence: string }> {
  const found: Array<{ id: string; sentence: string }> = [];
  const paragraphs = text.split(/\n\s*\n/);
  for (const paragraph of paragraphs) {
    for (const sentence of sentencesOf(paragraph)) {
      for (const claim of claims) {
        const pattern = claim.pattern[language];
        if (!pattern) continue;
        // "about" is tested on the paragraph: "The city owes its existence…" names Bekobod a sentence earlier.
        if (claim.about && !claim.about.test(paragraph)) continue;
        if (!pattern.test(sentence)) continue;
        if (claim.unless?.test(sentence)) continue;
        found.push({ id: claim.id, sentence });
      }
    }
  }
  return found;
}

describe("no refused claim comes back", () => {
  it.each(LANGUAGES)("%s: no wrong fact, unsourced detail or aside about sources, articles and place panels", (language) => {
    const problems: string[] = [];
    const texts: Array<[string, string]> = [
      ...filesOf(language).map((full): [string, string] => [full, textOf(readFileSync(full, "utf8"))]),
      ...placeTextsOf(language),
    ];
    for (const [full, text] of texts) {
      const file = path.relative(path.dirname(ROOT), full).split(path.sep).join("/");
      for (const { id, sentence } of claimsIn(text, language)) {
        problems.push(`${file}: ${id} "${sentence.length > 90 ? `${sentence.slice(0, 90)}…` : sentence}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("catches the Bekobod claim in every language and lets the corrected sentences through", () => {
    const ids = (text: string, language: Language) => claimsIn(text, language).map((found) => found.id);
    expect(ids("Bekobod began in 1899. The city owes its existence to this steelworks.", "en")).toEqual(["bekobod-existence"]);
    expect(ids("Бекабад обязан своим существованием именно этому заводу.", "ru")).toEqual(["bekobod-existence"]);
    expect(ids("Bekobod shu kombinat tufayli vujudga kelgan.", "uz")).toEqual(["bekobod-existence"]);
    expect(ids("The steelworks turned the railway settlement into a town: Bekobod gained town status in 1945.", "en")).toEqual([]);
    expect(ids("С заводом посёлок превратился в город: статус города Бекабад получил в 1945 году.", "ru")).toEqual([]);
    expect(ids("Bekobod aynan shu kombinat tufayli shahar boʻlib shakllangan.", "uz")).toEqual([]);
    expect(ids("Its Kumbel run is the longest alpine run in Uzbekistan.", "en")).toEqual(["kumbel-longest"]);
    expect(ids("For many years the Kumbel run was the longest in Uzbekistan.", "en")).toEqual([]);
    expect(ids("The district was formed in 1955 (one source gives 1963).", "en")).toEqual(["source-aside"]);
    expect(ids("Открыт, по всей видимости, в 2024 году.", "ru")).toEqual(["hedged-date"]);
    expect(ids("Angren had about 191,300 residents in 2021.", "en")).toEqual(["old-unit-population"]);
    expect(ids("В Нурафшане в 2021 году жили 51,4 тысячи человек.", "ru")).toEqual(["old-unit-population"]);
    expect(ids("2021-yilda Chirchiqda 162,8 ming kishi yashagan.", "uz")).toEqual(["old-unit-population"]);
    expect(ids("On 1 July 2024 Angren had 183,966 residents.", "en")).toEqual([]);
  });
});
