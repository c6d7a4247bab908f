import { Feed } from "feed";
import type { Language } from "../i18n/languages";
import { escapeHtml } from "../lib/html";
import { CALENDAR_HOST } from "./ics";
import type { CalendarEvent } from "./event";

/**
 * Atom feeds (RFC 4287) written with `feed` at build time (issue #32). `atomFeed` is the one writer: the events feed
 * here and the site-updates feed (from every content file's `published`/`updated`) both go through it. Pure: the same
 * entries give the same bytes; `updated` comes from the content, never from the clock.
 *
 * RFC 4287 §4.1.1 asks of a feed an `id`, a `title` and an `updated`, and an `author` unless every entry has one;
 * §4.1.2 asks of an entry an `id`, a `title` and an `updated`. Ids are tag URIs (RFC 4151) under the site's host, so
 * they survive a change of page address.
 *
 * `feed` writes every title and summary as `type="html"`: the plain text is escaped first, so a reader shows
 * "Teachers' & Mentors' Day" as written, never as markup. It writes no language either: `xml:lang` is added.
 */

/** `2026-11-27` as the instant Atom dates it: midnight in Tashkent. */
export function atomDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

/** `tag:toshvil.uz,2026:events/uz`: a permanent id under the site's host (RFC 4151). */
export function tagUri(specific: string): string {
  return `tag:${CALENDAR_HOST},2026:${specific}`;
}

export interface AtomEntry {
  id: string;
  title: string;
  /** The entry's page, absolute. */
  link: string;
  /** `YYYY-MM-DD`. */
  updated: string;
  published?: string;
  summary?: string;
}

export interface AtomFeedInput {
  id: string;
  title: string;
  language: Language;
  /** The site page the feed describes (rel="alternate"), absolute. */
  link: string;
  /** The feed's own address (rel="self"), absolute. */
  self: string;
  /** The author of every entry: the site's publisher, in the feed's language. */
  author: string;
  /** The licence or copyright line, in the feed's language. */
  rights?: string;
  entries: readonly AtomEntry[];
}

/** The newest `updated` of the entries (the feed's own `updated`); the epoch for an empty feed. */
function newest(entries: readonly AtomEntry[]): string {
  return entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), "1970-01-01");
}

/** An Atom 1.0 document: entries newest first, the feed's `updated` the newest entry's. */
export function atomFeed(input: AtomFeedInput): string {
  const feed = new Feed({
    id: input.id,
    title: escapeHtml(input.title),
    language: input.language,
    link: input.link,
    feedLinks: { atom: input.self },
    updated: atomDay(newest(input.entries)),
    author: { name: input.author },
    copyright: input.rights,
    generator: false,
  });
  const entries = [...input.entries].sort(
    (a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id),
  );
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: escapeHtml(entry.title),
      link: entry.link,
      date: atomDay(entry.updated),
      published: entry.published ? atomDay(entry.published) : undefined,
      description: entry.summary === undefined ? undefined : escapeHtml(entry.summary),
      author: [{ name: input.author }],
    });
  }
  return feed
    .atom1()
    .replace(
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${input.language}">`,
    );
}

/** What the events feed needs to know of each event that only the pages know: its address and when it is. */
export interface EventsFeedOptions extends Omit<AtomFeedInput, "id" | "entries"> {
  /** The event's page, absolute. */
  hrefOf: (event: CalendarEvent) => string;
  /** The sentence that says when, in the feed's language (a formatted date range, or the recurrence sentence). */
  whenOf: (event: CalendarEvent) => string;
}

/** The events feed of one language: one entry per event, dated by the day its entry was last checked. */
export function eventsFeed(events: readonly CalendarEvent[], options: EventsFeedOptions): string {
  const { hrefOf, whenOf, ...feed } = options;
  return atomFeed({
    ...feed,
    id: tagUri(`events/${options.language}`),
    entries: events.map((event) => ({
      // One entry per language: a translation is its own entry (RFC 4287 §4.2.6: an id is universally unique).
      id: tagUri(`event/${options.language}/${event.slug}`),
      title: event.name,
      link: hrefOf(event),
      updated: event.checked,
      summary: `${whenOf(event).replace(/\.?$/, ".")} ${event.summary}`,
    })),
  });
}
