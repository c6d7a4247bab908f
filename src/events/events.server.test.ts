import { withCyrillicData } from "../cyrillic/data.server";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { loadArticle } from "../content/load.server";
import { LANGUAGES } from "../i18n/languages";
import { eventsBetween, monthsOfEventIn } from "./calendar";
import { eventFileSchema } from "./event";
import {
  daysOffIn,
  eventSlugs,
  loadEventFile,
  loadEvents,
  publicHolidays,
  referenceProblems,
  validateAllEvents,
} from "./events.server";
import { eventCalendar, wholeCalendar } from "./ics";
import { strayApostrophe } from "../lib/apostrophes";

/** The calendar's first twelve months (issue #32): December 2026 to November 2027. */
const FROM = "2026-12-01";
const TO = "2027-11-30";

describe("the events and holidays as the site publishes them", () => {
  it("reads every event file and the holidays file in every language", () => {
    expect(() => validateAllEvents()).not.toThrow();
    for (const language of LANGUAGES) expect(loadEvents(language).length).toBe(loadEvents("uz").length);
  });

  it("shows at least 12 entries in the twelve months from December 2026", () => {
    const shown = eventsBetween(loadEvents("en"), FROM, TO);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown.map((event) => event.slug)).toEqual(
      expect.arrayContaining([
        "ski-season",
        "navruz-2027",
        "chimgan-echo",
        "uzum-sayli",
        "charvak-swimming-season",
        "tulips-and-poppies",
        "constitution-day-2026",
      ]),
    );
  });

  it("gives the festival's past editions from its article, with the article's dates and a year in the name", () => {
    const article = loadArticle("festivals", "ru", 1)!;
    const editions = loadEvents("ru").filter((event) => event.origin === "edition");
    expect(editions.map((event) => `${event.start}/${event.end}`)).toEqual(article.event!.editions);
    expect(editions.map((event) => event.slug)).toEqual([
      "uzum-sayli-2023",
      "uzum-sayli-2024",
      "uzum-sayli-2025",
    ]);
    expect(editions.map((event) => event.name)).toEqual([
      "Узум сайли 2023",
      "Узум сайли 2024",
      "Узум сайли 2025",
    ]);
    expect(new Set(editions.map((event) => `${event.district} ${event.place}`))).toEqual(
      new Set(["parkent-district festivals/1"]),
    );
  });

  it("lists the fixed holidays of the Labour Code and Ramazon hayit 2026 on its announced day", () => {
    const days = publicHolidays(2026, "en").map(
      (holiday) => `${holiday.date ?? "not announced"} ${holiday.id}`,
    );
    expect(days).toEqual([
      "2026-01-01 new-year",
      "2026-03-08 womens-day",
      "2026-03-20 ramazon-hayit",
      "2026-03-21 navruz",
      "2026-05-09 remembrance-day",
      "2026-09-01 independence-day",
      "2026-10-01 teachers-day",
      "2026-12-08 constitution-day",
      "not announced qurbon-hayit",
    ]);
  });

  it("keeps a moveable holiday undated until its date is announced, with the sentence that says so", () => {
    const hayits = loadEvents("uz").filter((event) => /^(?:ramazon|qurbon)-hayit-2027$/.test(event.slug));
    expect(hayits.map((event) => [event.start, event.recurrence])).toEqual([
      [null, "Sanasi har yili rasman eʼlon qilinadi."],
      [null, "Sanasi har yili rasman eʼlon qilinadi."],
    ]);
  });

  it("lists 2026's extra and moved days off with their source, and none for 2027 before its decree", () => {
    const days = daysOffIn(2026);
    expect(days.map((day) => `${day.date} ${day.for}`)).toContain("2026-03-23 five-day-week");
    expect(days.every((day) => day.source.some((source) => /nova24\.uz/.test(source.url)))).toBe(true);
    expect(daysOffIn(2027)).toEqual([]);
  });

  it("puts each entry without dates under its usual months, and every dated one under the months it touches", () => {
    const ski = loadEvents("en").find((event) => event.slug === "ski-season")!;
    expect(monthsOfEventIn(ski, FROM, TO)).toEqual(["2026-12", "2027-01", "2027-02", "2027-03"]);
    const constitution = loadEvents("en").find((event) => event.slug === "constitution-day-2026")!;
    expect(monthsOfEventIn(constitution, FROM, TO)).toEqual(["2026-12"]);
  });

  it("writes an .ics that a real parser reads for every dated event, on the right days, in every language", () => {
    for (const language of LANGUAGES) {
      const events = loadEvents(language);
      const calendar = new ICAL.Component(
        ICAL.parse(wholeCalendar(events, { language, name: "Toshkent viloyati" })),
      );
      const parsed = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
      const dated = events.filter((event) => event.start);
      expect(parsed.map((event) => event.uid)).toEqual(dated.map((event) => `${event.slug}@toshvil.uz`));
      for (const [index, event] of parsed.entries()) {
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(dated[index]!.start);
        const dayAfter = new Date(`${dated[index]!.end}T00:00:00Z`);
        dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
        expect(event.endDate.toString()).toBe(dayAfter.toISOString().slice(0, 10));
      }
      for (const event of dated)
        expect(eventCalendar(event, { language, name: "x" })).toContain(`UID:${event.slug}@toshvil.uz`);
    }
  });
});

describe("the event files as editors write them", () => {
  it("give every entry a source with its address and a checked day", () => {
    for (const slug of eventSlugs()) {
      const event = loadEventFile(slug);
      expect(event.source.length, slug).toBeGreaterThan(0);
      expect(event.checked, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("write Uzbek with ʻ (U+02BB) and ʼ (U+02BC) and Russian in Cyrillic", () => {
    for (const slug of eventSlugs()) {
      const event = loadEventFile(slug);
      const uz = [
        event.name.uz,
        event.summary.uz,
        event.recurrence?.uz ?? "",
        event.organiser?.uz ?? "",
      ].join(" ");
      expect(uz, `content/events/${slug}.yaml: uz`).not.toMatch(strayApostrophe());
      const ru = [event.name.ru, event.summary.ru, event.recurrence?.ru ?? ""].join(" ");
      expect(
        ru.replace(/[^\p{L}]/gu, "").replace(/\p{Script=Cyrillic}/gu, ""),
        `content/events/${slug}.yaml: ru`,
      ).toBe("");
    }
  });
});

describe("an event file's references", () => {
  const registries = {
    units: ["bostonliq-district", "parkent-district"],
    placeDistrict: (reference: string) =>
      ({ "sights/5": "bostonliq-district", "festivals/1": "parkent-district" })[reference] ?? null,
    hasEditions: (reference: string) => reference === "festivals/1",
  };
  const event = (fields: object) =>
    eventFileSchema.parse(
      withCyrillicData({
        name: { uz: "Uzum sayli", en: "Uzum sayli", ru: "Узум сайли" },
        summary: { uz: "x".repeat(40), en: "x".repeat(40), ru: "x".repeat(40) },
        category: "festival",
        recurrence: { uz: "x".repeat(20), en: "x".repeat(20), ru: "x".repeat(20) },
        months: [8],
        source: [
          { url: "https://afisha.uz/uz/gorod/2024/08/26/uzum-sayli", title: "Uzum sayli", lang: "uz-Latn" },
        ],
        checked: "2026-11-27",
        ...fields,
      }),
    );

  it("accepts a district, a place in it and an article with editions", () => {
    expect(
      referenceProblems(
        event({ district: "parkent-district", place: "festivals/1", article: "festivals/1" }),
        registries,
      ),
    ).toEqual([]);
  });

  it("names a district, place or article that does not exist, and a place outside the district", () => {
    expect(referenceProblems(event({ district: "chinoz-district" }), registries)).toEqual([
      "district: no unit chinoz-district in content/districts",
    ]);
    expect(
      referenceProblems(event({ district: "parkent-district", place: "sights/99" }), registries),
    ).toEqual(["place: no place sights/99 (an article with a place.yaml)"]);
    expect(referenceProblems(event({ district: "parkent-district", place: "sights/5" }), registries)).toEqual(
      ["district: sights/5 is in bostonliq-district (its place.yaml), not parkent-district"],
    );
    expect(
      referenceProblems(event({ district: "bostonliq-district", article: "sights/5" }), registries),
    ).toEqual(["article: sights/5 has no event.editions in its frontmatter"]);
  });
});
