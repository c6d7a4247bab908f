/**
 * The calendar's entry pages as the build wrote them (issue #32): each entry but the public holidays has its page in
 * every language, and a page with announced dates carries one schema.org Event (or Festival, SportsEvent) that holds
 * what search engines ask of an event; an entry without announced dates carries none. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eventPageEvents } from "../../src/events/event-page.server";
import { LANGUAGES } from "../../src/i18n/languages";
import { SITE_ORIGIN } from "../../src/site/site-constants";

const CLIENT = path.join(process.cwd(), "build/client");
const SCHEMA = "https://schema.org";
const EVENT_TYPES = new Set(["Event", "Festival", "SportsEvent"]);

/** The properties schema.org defines for Event (and so its subtypes) that the pages use, and the JSON-LD keys. */
const EVENT_PROPERTIES = new Set([
  "@type",
  "@context",
  "name",
  "description",
  "startDate",
  "endDate",
  "eventStatus",
  "eventAttendanceMode",
  "location",
  "organizer",
  "image",
  "url",
]);
const PLACE_PROPERTIES = new Set(["@type", "name", "address", "geo"]);
const ADDRESS_PROPERTIES = new Set(["@type", "addressLocality", "addressRegion", "addressCountry"]);
const DAY_OR_MOMENT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?\+05:00)?$/;

type Json = Record<string, unknown>;

function entitiesOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const document = JSON.parse(match[1] ?? "{}") as Json;
    return (document["@graph"] as Json[] | undefined) ?? [document];
  });
}

const unknownKeys = (object: Json, allowed: Set<string>) => Object.keys(object).filter((key) => !allowed.has(key));

describe.each(LANGUAGES)("the %s event pages (issue #32)", (language) => {
  const events = eventPageEvents(language);

  it("exist for every entry of the calendar but the holidays, past festival editions included", () => {
    expect(events.length).toBeGreaterThanOrEqual(8);
    for (const event of events)
      expect(existsSync(path.join(CLIENT, language, "tourism/calendar", event.slug, "index.html")), event.slug).toBe(
        true,
      );
  });

  it("describe each entry with announced dates as one valid schema.org event, and no other entry", () => {
    let dated = 0;
    for (const event of events) {
      const html = readFileSync(path.join(CLIENT, language, "tourism/calendar", event.slug, "index.html"), "utf8");
      const found = entitiesOf(html).filter((entity) => EVENT_TYPES.has(String(entity["@type"])));
      if (!event.start) {
        expect(found, event.slug).toEqual([]);
        continue;
      }
      dated += 1;
      expect(found, event.slug).toHaveLength(1);
      const entity = found[0]!;
      expect(unknownKeys(entity, EVENT_PROPERTIES), event.slug).toEqual([]);
      expect(entity).toMatchObject({
        name: event.name,
        startDate: event.start,
        endDate: event.end,
        eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
        url: `${SITE_ORIGIN}/${language}/tourism/calendar/${event.slug}`,
      });
      expect(entity.startDate).toMatch(DAY_OR_MOMENT);
      expect(String(entity.endDate) >= String(entity.startDate)).toBe(true);
      expect(entity.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(?:Scheduled|Cancelled|Postponed)$/);
      const location = entity.location as Json;
      expect(location["@type"]).toBe("Place");
      expect(unknownKeys(location, PLACE_PROPERTIES)).toEqual([]);
      const address = location.address as Json;
      expect(address["@type"]).toBe("PostalAddress");
      expect(unknownKeys(address, ADDRESS_PROPERTIES)).toEqual([]);
      expect(address.addressCountry).toBe("UZ");
      const geo = location.geo as Json;
      expect(geo["@type"]).toBe("GeoCoordinates");
      // Inside Tashkent Region.
      expect(Number(geo.latitude)).toBeGreaterThan(40);
      expect(Number(geo.latitude)).toBeLessThan(42.5);
      expect(Number(geo.longitude)).toBeGreaterThan(68.5);
      expect(Number(geo.longitude)).toBeLessThan(71);
      const organizer = entity.organizer as Json;
      expect(["Organization", "GovernmentOrganization"]).toContain(organizer["@type"]);
      expect(String(organizer.name).length).toBeGreaterThan(3);
      const image = String(entity.image);
      expect(image.startsWith(`${SITE_ORIGIN}/`)).toBe(true);
      expect(existsSync(path.join(CLIENT, image.slice(SITE_ORIGIN.length))), image).toBe(true);
    }
    expect(dated).toBeGreaterThan(0);
  });
});

describe.each(LANGUAGES)("the %s calendar's archive (issue #32: no address dies)", (language) => {
  const calendar = path.join(CLIENT, language, "tourism/calendar");
  const years = readdirSync(calendar).filter((name) => /^\d{4}$/.test(name));

  it("has a page for each past year, linked from the calendar and from each other", () => {
    expect(years).toEqual(expect.arrayContaining(["2023", "2024", "2025"]));
    const links = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    const fromCalendar = links(path.join(calendar, "index.html"));
    for (const year of years) {
      expect(fromCalendar, year).toContain(`/${language}/tourism/calendar/${year}`);
      expect(links(path.join(calendar, year, "index.html"))).toEqual(
        expect.arrayContaining(years.map((other) => `/${language}/tourism/calendar/${other}`)),
      );
    }
  });

  it("lists a past festival edition under its year, linked to its own page", () => {
    const page = readFileSync(path.join(calendar, "2025", "index.html"), "utf8");
    expect(page).toContain(`href="/${language}/tourism/calendar/uzum-sayli-2025"`);
    // A past entry's file stays on its own page; the archive offers none.
    expect(page).not.toContain('class="calendar-add"');
  });
});

describe("the sources an event page and the holidays page cite (WCAG 3.1.2)", () => {
  /** Each source link of a page: its own language (its `lang`, else the page's) and the one its source declares. */
  const sourceLinks = (html: string) => {
    const page = /<html lang="([^"]+)"/.exec(html)?.[1] ?? "";
    return [...html.matchAll(/<a href="https?:[^"]*" rel="noopener" hreflang="([^"]+)"(?: lang="([^"]+)")?>/gi)].map(
      ([, source, own]) => ({ source, read: own ?? page }),
    );
  };

  it.each(LANGUAGES)("mark a title in another language than the %s page's with its own", (language) => {
    const links = [
      path.join(CLIENT, language, "tourism/calendar/chimgan-echo/index.html"),
      path.join(CLIENT, language, "holidays/index.html"),
    ].flatMap((file) => sourceLinks(readFileSync(file, "utf8")));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => link.read !== link.source)).toEqual([]);
    // The festival's sources are in Russian and English: whatever the page's language, one of them is marked.
    expect(links.some((link) => link.source !== links[0]?.source)).toBe(true);
  });
});

describe("the calendar offline (issue #32)", () => {
  it.each(LANGUAGES)(
    "the %s saved guide holds the calendar, its entries' pages and the holidays page, none of their files",
    (language) => {
      const guide = JSON.parse(readFileSync(path.join(CLIENT, "offline", `guide-${language}.json`), "utf8")) as {
        pages: string[];
        assets: string[];
      };
      expect(guide.pages).toContain(`/${language}/tourism/calendar`);
      expect(guide.pages).toContain(`/${language}/tourism/calendar/uzum-sayli-2025`);
      expect(guide.pages).toContain(`/${language}/holidays`);
      expect([...guide.pages, ...guide.assets].filter((url) => /\.(?:ics|atom)$/.test(url))).toEqual([]);
    },
  );

  it("precaches no .ics or .atom file in the service worker", () => {
    const worker = readFileSync(path.join(CLIENT, "sw.js"), "utf8");
    const precached = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => /\.(?:ics|atom)$/.test(url))).toEqual([]);
  });
});
