// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { atomFeed, eventsFeed, tagUri, type AtomFeedInput } from "./atom";
import { calendarEvent } from "./fixtures.test-util";

const ATOM = "http://www.w3.org/2005/Atom";

/** A strict XML parse (jsdom's XML parser, saxes, refuses anything not well-formed), failing with its message. */
function parseStrict(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

const children = (parent: Element, name: string) =>
  Array.from(parent.children).filter((child) => child.namespaceURI === ATOM && child.localName === name);
/** An element's text as a reader shows it: `type="html"` content is markup to decode, other content is text. */
function text(parent: Element, name: string): string | null {
  const element = children(parent, name)[0];
  if (!element) return null;
  if (element.getAttribute("type") !== "html") return element.textContent;
  const holder = document.createElement("div");
  holder.innerHTML = element.textContent ?? "";
  return holder.textContent;
}

/** The elements RFC 4287 requires: feed id/title/updated (§4.1.1), entry id/title/updated (§4.1.2), an author. */
function requiredElementsMissing(document: Document): string[] {
  const feed = document.documentElement;
  const missing: string[] = [];
  if (feed.namespaceURI !== ATOM || feed.localName !== "feed") return ["atom:feed root"];
  for (const name of ["id", "title", "updated"])
    if (children(feed, name).length !== 1) missing.push(`feed ${name}`);
  const feedAuthor = children(feed, "author").length > 0;
  children(feed, "entry").forEach((entry, index) => {
    for (const name of ["id", "title", "updated"])
      if (children(entry, name).length !== 1) missing.push(`entry ${index} ${name}`);
    if (!feedAuthor && children(entry, "author").length === 0) missing.push(`entry ${index} author`);
  });
  for (const date of Array.from(document.getElementsByTagNameNS(ATOM, "updated")))
    if (
      Number.isNaN(Date.parse(date.textContent ?? "")) ||
      !/T.*(?:Z|[+-]\d\d:\d\d)$/.test(date.textContent ?? "")
    )
      missing.push(`RFC 3339 date in updated: ${date.textContent}`);
  return missing;
}

const SITE_UPDATES: AtomFeedInput = {
  id: tagUri("updates/en"),
  title: "Tashkent Region: new and changed pages",
  language: "en",
  link: "https://toshvil.uz/en",
  self: "https://toshvil.uz/en/updates.atom",
  author: "Tashkent Regional Administration",
  entries: [
    {
      id: tagUri("page/en/tourism/festivals-and-events/detail/1"),
      title: "Uzum sayli & the grapes of <Zarkent>",
      link: "https://toshvil.uz/en/tourism/festivals-and-events/detail/1",
      published: "2026-11-21",
      updated: "2026-11-25",
    },
    {
      id: tagUri("page/en/aboutus/sport/1"),
      title: "Sport",
      link: "https://toshvil.uz/en/aboutus/sport/1",
      published: "2026-11-20",
      updated: "2026-11-27",
      summary: "Clubs, stadiums & ski resorts.",
    },
  ],
};

describe("the Atom writer (RFC 4287)", () => {
  it("writes a feed that parses strictly and has every required element", () => {
    const document = parseStrict(atomFeed(SITE_UPDATES));
    expect(requiredElementsMissing(document)).toEqual([]);
  });

  it("is checked by a parse that refuses what is not well-formed", () => {
    expect(() => parseStrict(atomFeed(SITE_UPDATES).replace("</feed>", ""))).toThrow(/not well-formed/);
    expect(() => parseStrict("<feed><title>A & B</title></feed>")).toThrow(/not well-formed/);
  });

  it("dates the feed by its newest entry and lists entries newest first, with published where given", () => {
    const feed = parseStrict(atomFeed(SITE_UPDATES)).documentElement;
    expect(text(feed, "updated")).toBe("2026-11-26T19:00:00.000Z");
    const entries = children(feed, "entry");
    expect(entries.map((entry) => text(entry, "title"))).toEqual([
      "Sport",
      "Uzum sayli & the grapes of <Zarkent>",
    ]);
    expect(text(entries[1]!, "published")).toBe("2026-11-20T19:00:00.000Z");
    expect(text(entries[0]!, "summary")).toBe("Clubs, stadiums & ski resorts.");
  });

  it("links the page and the feed itself, in the feed's language", () => {
    const feed = parseStrict(atomFeed(SITE_UPDATES)).documentElement;
    expect(feed.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang")).toBe("en");
    const links = children(feed, "link").map(
      (link) => `${link.getAttribute("rel") ?? "alternate"} ${link.getAttribute("href")}`,
    );
    expect(links).toEqual(
      expect.arrayContaining(["alternate https://toshvil.uz/en", "self https://toshvil.uz/en/updates.atom"]),
    );
  });

  it("gives the same bytes for the same entries (no clock in the output)", () => {
    expect(atomFeed(SITE_UPDATES)).toBe(
      atomFeed({ ...SITE_UPDATES, entries: [...SITE_UPDATES.entries].reverse() }),
    );
  });
});

describe("the events feed", () => {
  const feed = (language: "uz" | "en" | "ru") =>
    eventsFeed(
      [
        calendarEvent(),
        calendarEvent({
          slug: "chimgan-echo",
          name: "Chimgan Echo",
          start: null,
          end: null,
          recurrence: "Usually on a weekend in June.",
          months: [6],
          checked: "2026-11-20",
        }),
      ],
      {
        language,
        title: "Tashkent Region: what's on",
        link: `https://toshvil.uz/${language}/tourism/calendar`,
        self: `https://toshvil.uz/${language}/tourism/calendar/events.atom`,
        author: "Tashkent Regional Administration",
        hrefOf: (event) => `https://toshvil.uz/${language}/tourism/calendar#${event.slug}`,
        whenOf: (event) => event.recurrence ?? `On ${event.start}`,
      },
    );

  it("parses strictly and has every required element, in every language", () => {
    for (const language of ["uz", "en", "ru"] as const)
      expect(requiredElementsMissing(parseStrict(feed(language)))).toEqual([]);
  });

  it("has one entry per event with a permanent tag id per language, its page and when it is", () => {
    const entries = children(parseStrict(feed("en")).documentElement, "entry");
    expect(entries.map((entry) => text(entry, "id"))).toEqual([
      "tag:toshvil.uz,2026:event/en/navruz-2027",
      "tag:toshvil.uz,2026:event/en/chimgan-echo",
    ]);
    expect(children(entries[1]!, "link")[0]?.getAttribute("href")).toBe(
      "https://toshvil.uz/en/tourism/calendar#chimgan-echo",
    );
    expect(text(entries[1]!, "summary")).toMatch(/^Usually on a weekend in June\. /);
    expect(text(entries[0]!, "summary")).toMatch(/^On 2027-03-21\. A public holiday/);
    expect(text(parseStrict(feed("ru")).documentElement, "id")).toBe("tag:toshvil.uz,2026:events/ru");
  });
});
