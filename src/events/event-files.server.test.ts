// @vitest-environment jsdom
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import {
  eventCalendarFile,
  eventsFeedFile,
  HOLIDAYS_JSON,
  holidaysCalendarFile,
  updatesFeedFile,
  webcalUrl,
  wholeCalendarFile,
} from "./event-files";
import { eventFiles, UPDATES_FEED_LENGTH } from "./event-files.server";
import { loadEvents } from "./events.server";

/** Issue #32: the site's real calendar files and feeds, as the build writes them, read by real parsers. */

function parsedEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

function parseStrict(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const ATOM = "http://www.w3.org/2005/Atom";
const childrenNamed = (parent: Element, name: string) =>
  Array.from(parent.children).filter((child) => child.namespaceURI === ATOM && child.localName === name);

describe("the calendar's files (issue #32)", () => {
  const files = eventFiles();

  it.each(LANGUAGES)(
    "the %s calendar holds every dated entry on its days, and no hayit without its decree",
    (language) => {
      const dated = loadEvents(language).filter((event) => event.start);
      const parsed = parsedEvents(files.get(wholeCalendarFile(language))!);
      expect(parsed.map((event) => event.uid).sort()).toEqual(
        dated.map((event) => `${event.slug}@toshvil.uz`).sort(),
      );
      const navruz = parsed.find((event) => event.uid === "navruz-2027@toshvil.uz");
      expect(navruz?.startDate.toString()).toBe("2027-03-21");
      expect(navruz?.endDate.toString()).toBe("2027-03-22");
      // Qurbon hayit has no announced day in either year, Ramazon hayit only in 2026 (decree PQ-106).
      const uids = parsed.map((event) => event.uid);
      expect(uids).toContain("ramazon-hayit-2026@toshvil.uz");
      expect(uids.filter((uid) => uid.startsWith("qurbon-hayit"))).toEqual([]);
      expect(uids).not.toContain("ramazon-hayit-2027@toshvil.uz");
      expect(files.has(eventCalendarFile(language, "qurbon-hayit-2026"))).toBe(false);
    },
  );

  it("writes one file per dated entry that a calendar app imports as that one entry, stamped with its checked day", () => {
    for (const language of LANGUAGES) {
      for (const event of loadEvents(language).filter((entry) => entry.start)) {
        const text = files.get(eventCalendarFile(language, event.slug));
        expect(text, `${language} ${event.slug}`).toBeDefined();
        const [parsed, ...more] = parsedEvents(text!);
        expect(more).toEqual([]);
        expect(parsed?.uid).toBe(`${event.slug}@toshvil.uz`);
        expect(parsed?.startDate.toString().slice(0, 10)).toBe(event.start!.slice(0, 10));
        expect(text).toContain(`DTSTAMP:${event.checked.replaceAll("-", "")}T000000Z`);
      }
    }
  });

  it("gives the same bytes on every call: nothing in the files comes from the clock or the build date", () => {
    const again = eventFiles();
    expect(again).toEqual(files);
    vi.stubEnv("BUILD_DATE", "2027-06-01");
    expect(eventFiles()).toEqual(again);
  });

  it("writes the public holidays as a calendar of holidays only and as JSON, a moveable one undated until announced", () => {
    for (const language of LANGUAGES) {
      const parsed = parsedEvents(files.get(holidaysCalendarFile(language))!);
      expect(parsed.length).toBeGreaterThanOrEqual(14);
      expect(parsed.every((event) => event.startDate.isDate)).toBe(true);
    }
    const json = JSON.parse(files.get(HOLIDAYS_JSON)!) as {
      years: {
        year: number;
        holidays: { id: string; date: string | null; name: Record<string, string> }[];
      }[];
    };
    const year2027 = json.years.find((year) => year.year === 2027)!;
    expect(year2027.holidays.find((holiday) => holiday.id === "qurbon-hayit")?.date).toBeNull();
    expect(year2027.holidays.find((holiday) => holiday.id === "navruz")).toMatchObject({
      date: "2027-03-21",
      name: { uz: "Navroʻz bayrami", en: "Navruz", ru: "Праздник Навруз" },
    });
  });

  it.each(LANGUAGES)("the %s feeds are strict Atom with the elements RFC 4287 requires", (language) => {
    for (const file of [eventsFeedFile(language), updatesFeedFile(language)]) {
      const feed = parseStrict(files.get(file)!).documentElement;
      expect(feed.localName).toBe("feed");
      expect(feed.getAttribute("xml:lang")).toBe(language);
      for (const name of ["id", "title", "updated", "author"])
        expect(childrenNamed(feed, name).length, `${file} ${name}`).toBe(1);
      const self = childrenNamed(feed, "link").find((link) => link.getAttribute("rel") === "self");
      expect(self?.getAttribute("href")).toBe(`https://toshvil.uz${file}`);
      const entries = childrenNamed(feed, "entry");
      expect(entries.length).toBeGreaterThan(10);
      for (const entry of entries)
        for (const name of ["id", "title", "updated", "link"])
          expect(childrenNamed(entry, name).length, `${file} entry ${name}`).toBe(1);
    }
    const updates = childrenNamed(
      parseStrict(files.get(updatesFeedFile(language))!).documentElement,
      "entry",
    );
    expect(updates.length).toBe(UPDATES_FEED_LENGTH);
    const days = updates.map((entry) => childrenNamed(entry, "updated")[0]?.textContent ?? "");
    expect(days).toEqual([...days].sort().reverse());
  });

  it("offers the whole calendar to subscribe to by webcal://", () => {
    expect(webcalUrl(wholeCalendarFile("en"))).toBe("webcal://toshvil.uz/data/calendar/whats-on-en.ics");
  });
});
