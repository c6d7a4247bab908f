import { useEffect } from "react";
import type { Route } from "./+types/calendar";
// The page's styles travel in its own inline style, not as a stylesheet: a route stylesheet is named in the route
// manifest every page downloads (decision 028, budgets).
import calendarStyles from "../components/events/calendar.css?inline";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { EventDetails } from "../components/events/event-details";
import { socialImageUrl } from "../content/media";
import { CALENDAR_TEXT, type CalendarText } from "../events/calendar-text";
import { eventPageView } from "../events/event-page.server";
import {
  archiveView,
  archiveYears,
  calendarView,
  type ArchiveView,
  type CalendarEntryView,
} from "../events/calendar-view.server";
import type { Breadcrumb } from "../site/breadcrumbs";
import { eventsFeedFile, webcalUrl, wholeCalendarFile } from "../events/event-files";
import { FILES_TEXT } from "../events/files-text";
import { fillPlaceholders, loadStrings } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { buildDate } from "../site/build-date.server";
import { formatPartialDate } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { CALENDAR_PATH, HOLIDAYS_PATH, localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";
import { SITE_ORIGIN } from "../site/site-constants";

/**
 * `/{lang}/tourism/calendar` (issue #32): what's on in the twelve months from the build date (decision 028), by
 * month, the build date's month first; and `/{lang}/tourism/calendar/<slug>`, one entry's own page (decision 029:
 * one route for both, as a second route in the manifest every page downloads had no room).
 *
 * The words come in the loader's data, in the page's language only, not as a module with every language in the
 * page's script (first-load budget).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const text = CALENDAR_TEXT[language];
  if (params.slug && !/^\d{4}$/.test(params.slug)) {
    const strings = await loadStrings(language);
    const site = await pageHead(language, CALENDAR_PATH, text.title);
    const event = eventPageView(language, params.slug, {
      region: strings.site.name,
      organisation: strings.site.organization,
      socialImage: `${SITE_ORIGIN}${socialImageUrl(site.image)}`,
    });
    if (!event) throw new Response("Not found", { status: 404 });
    return {
      kind: "event" as const,
      language,
      path,
      text,
      event,
      head: await pageHead(language, path, event.name),
    };
  }
  const today = buildDate();
  if (params.slug && /^\d{4}$/.test(params.slug)) {
    const archive = archiveView(language, params.slug, today);
    if (!archive) throw new Response("Not found", { status: 404 });
    const title = fillPlaceholders(text.archiveTitle, { year: archive.year });
    return {
      kind: "archive" as const,
      language,
      path,
      text,
      archive,
      head: await pageHead(language, path, title),
    };
  }
  return {
    kind: "calendar" as const,
    language,
    path,
    text,
    asOf: formatPartialDate(today, language),
    calendar: calendarView(language, today),
    pastYears: archiveYears(language, today),
    feed: { title: text.feed, href: eventsFeedFile(language) },
    // The files' addresses are worked out here, so the page's script carries none of their paths.
    files: { ics: wholeCalendarFile(language), webcal: webcalUrl(wholeCalendarFile(language)) },
    feedHelp: FILES_TEXT[language].calendarFeedHelp,
    head: await pageHead(language, path, text.title),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, path, head, text } = loaderData;
  if (loaderData.kind === "archive") {
    const year = loaderData.archive.year;
    return pageMeta({
      language,
      path,
      title: fillPlaceholders(text.archiveTitle, { year }),
      description: fillPlaceholders(text.archiveIntro, { year }),
      head,
    });
  }
  if (loaderData.kind === "event") {
    const { event } = loaderData;
    return pageMeta({
      language,
      path,
      title: event.name,
      description: event.summary,
      head,
      type: "article",
      structuredData: event.structuredData ? [event.structuredData] : [],
    });
  }
  return [
    ...pageMeta({ language, path, title: text.title, description: text.intro, head }),
    // Feed autodiscovery on the pages that offer the feed only (decision 029: every page's head has no room).
    { tagName: "link", rel: "alternate", type: "application/atom+xml", ...loaderData.feed },
  ];
}

/** The anchor a filter link targets: `only-festival`, `only-parkent-district`. */
const filterId = (value: string) => `only-${value}`;

/**
 * The rules that apply a filter while its anchor is the page's target: the entries of other categories or districts
 * and the months left without any are hidden, and the filter's link is marked. Written from the page's data, so
 * each district that has entries gets its rule; the build hashes the style into the page's policy.
 */
function filterRules(keys: { attribute: string; value: string }[]): string {
  return keys
    .map(({ attribute, value }) => {
      const scope = `.calendar:has(#${filterId(value)}:target)`;
      const match = `[data-${attribute}="${value}"]`;
      return (
        `${scope} .calendar-entry:not(${match}),${scope} .calendar-month:not(:has(${match})){display:none}` +
        `${scope} a[href="#${filterId(value)}"]{background:var(--color-brand-800);border-color:var(--color-brand-800);color:white}`
      );
    })
    .join("");
}

/**
 * The script that hides what has ended since the build (issue #32, decision 028): the entries whose last day is
 * past in Tashkent (UTC+5, no daylight saving), and a month whose every entry has. It stands before the months and
 * writes a style sheet, so the entries are hidden as they are parsed, never painted and then removed: nothing
 * moves. Without JavaScript the page lists what it listed on the day it was built, as its date line says.
 */
function hideEndedScript(ends: readonly string[]): string {
  return (
    `(function(d,t){var r=d.filter(function(x){return x<t}).map(function(x){return'${ENDED_PREFIX}'+x+'"]'});` +
    `if(r.length&&document.adoptedStyleSheets){var s=new CSSStyleSheet();s.replaceSync(r.join()+"{display:none}");` +
    `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s)}})` +
    `(${JSON.stringify(ends)},new Date(Date.now()+${TASHKENT_OFFSET_MS}).toISOString().slice(0,10))`
  );
}

/** Tashkent's offset from UTC: +5 hours all year (`EVENT_UTC_OFFSET`, src/events/event.ts, not imported: zod). */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
/** An entry or month that ends on a day: the selector before the day. */
const ENDED_PREFIX = '#calendar [data-ends="';

/**
 * The script above where the page is loaded, and the same rules after a client-side navigation to it (React inserts
 * a script it renders without running it).
 */
function HideEnded({ ends }: { ends: readonly string[] }) {
  const days = ends.join(" ");
  useEffect(() => {
    const today = new Date(Date.now() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
    const ended = days.split(" ").filter((day) => day && day < today);
    if (!ended.length || !document.adoptedStyleSheets) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${ended.map((day) => `${ENDED_PREFIX}${day}"]`).join()}{display:none}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [days]);
  return <script dangerouslySetInnerHTML={{ __html: hideEndedScript(ends) }} />;
}

/** The last day of a month's entries, when every one of them is dated: after it, the month has nothing left to show. */
function monthEnds(entries: readonly CalendarEntryView[]): string | undefined {
  if (!entries.length || entries.some((entry) => !entry.last)) return undefined;
  return entries
    .map((entry) => entry.last!)
    .sort()
    .at(-1);
}

/** An entry of one month; `first` marks its first month, which alone carries its slug as the id (one id a page). */
function Entry({
  entry,
  text,
  first,
  archived = false,
}: {
  entry: CalendarEntryView;
  text: CalendarText;
  first: boolean;
  /** In the archive: no file to add a past entry to a calendar with (its page still offers it). */
  archived?: boolean;
}) {
  return (
    <li
      id={first ? entry.slug : undefined}
      className="calendar-entry"
      data-category={entry.category}
      data-district={entry.district?.slug ?? "region"}
      data-ends={entry.last ?? undefined}
    >
      <p className={entry.dated ? "calendar-when" : "calendar-when calendar-when-usual"}>
        {entry.first ? <time dateTime={entry.first}>{entry.when}</time> : text.usually}
      </p>
      <div>
        <div className="calendar-tags">
          <span className="calendar-tag">{text.categories[entry.category]}</span>
          {entry.status !== "scheduled" && (
            <span className="calendar-tag calendar-tag-status">{text.statuses[entry.status]}</span>
          )}
        </div>
        <h3>
          <a href={entry.href}>{entry.name}</a>
        </h3>
        {!entry.dated && <p>{entry.when}</p>}
        <p>{entry.summary}</p>
        {(entry.district || entry.place) && (
          <p className="calendar-where">
            {text.place}:{" "}
            {entry.place && (
              <>
                <a href={entry.place.href}>{entry.place.label}</a>
                {entry.district && ", "}
              </>
            )}
            {entry.district && <a href={entry.district.href}>{entry.district.label}</a>}
          </p>
        )}
        {entry.ics && !archived && (
          <a
            href={entry.ics}
            download
            className="calendar-add"
            aria-label={`${text.addToCalendar}: ${entry.name}`}
          >
            {text.addToCalendar}
          </a>
        )}
      </div>
    </li>
  );
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  if (loaderData.kind === "event")
    return (
      <>
        <style>{calendarStyles}</style>
        <EventDetails event={loaderData.event} text={loaderData.text} trail={loaderData.head.trail} />
      </>
    );
  if (loaderData.kind === "archive")
    return <Archive archive={loaderData.archive} text={loaderData.text} trail={loaderData.head.trail} />;
  const { calendar, head, asOf, text } = loaderData;
  const ends = [
    ...new Set(
      calendar.months.flatMap((month) => [
        ...month.entries.flatMap((entry) => (entry.last ? [entry.last] : [])),
        ...(monthEnds(month.entries) ? [monthEnds(month.entries)!] : []),
      ]),
    ),
  ].sort();
  const firstMonthOf = new Map<string, string>();
  for (const month of calendar.months)
    for (const entry of month.entries)
      if (!firstMonthOf.has(entry.slug)) firstMonthOf.set(entry.slug, month.month);
  const filters = [
    ...calendar.categories.map((category) => ({
      attribute: "category",
      value: category,
      label: text.categories[category],
    })),
    ...calendar.districts.map((district) => ({
      attribute: "district",
      value: district.slug,
      label: district.name,
    })),
  ];
  return (
    <>
      <Breadcrumbs trail={head.trail} />
      <PageHeading title={text.title} intro={text.intro} align="start" />
      <p className="text-muted">{fillPlaceholders(text.asOf, { date: asOf })}</p>
      <div id="calendar" className="calendar">
        <style>{calendarStyles + filterRules(filters)}</style>
        <section aria-labelledby="calendar-files" className="calendar-files">
          <h2 id="calendar-files">{text.filesHeading}</h2>
          <ul>
            <li>
              <a href={loaderData.files.webcal}>{text.subscribe}</a>
            </li>
            <li>
              <a href={loaderData.files.ics} download>
                {text.download}
              </a>
            </li>
            <li>
              <a href={loaderData.feed.href} type="application/atom+xml">
                {text.feed}
              </a>
            </li>
            <li>
              <a href={localizedPath(language, HOLIDAYS_PATH)}>{text.holidaysLink}</a>
            </li>
          </ul>
          <p>{loaderData.feedHelp}</p>
        </section>
        <nav aria-label={text.filtersLabel} className="calendar-filters">
          <div className="calendar-filter-group">
            <h2 id="calendar-by-category">{text.categoryHeading}</h2>
            <ul aria-labelledby="calendar-by-category">
              <li>
                <a href="#calendar">{text.all}</a>
              </li>
              {calendar.categories.map((category) => (
                <li key={category}>
                  <a href={`#${filterId(category)}`}>{text.categories[category]}</a>
                </li>
              ))}
            </ul>
          </div>
          <div className="calendar-filter-group">
            <h2 id="calendar-by-district">{text.districtHeading}</h2>
            <ul aria-labelledby="calendar-by-district">
              {calendar.districts.map((district) => (
                <li key={district.slug}>
                  <a href={`#${filterId(district.slug)}`}>{district.name}</a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        {filters.map((filter) => (
          <p key={filter.value} id={filterId(filter.value)} className="calendar-shown" tabIndex={-1}>
            {text.showing} {filter.label}
            <a href="#calendar">{text.showAll}</a>
          </p>
        ))}
        <HideEnded ends={ends} />
        {calendar.months.map((month, index) => (
          <section
            key={month.month}
            aria-labelledby={`month-${month.month}`}
            className="calendar-month"
            data-ends={monthEnds(month.entries)}
          >
            <h2 id={`month-${month.month}`} className="calendar-month-heading">
              {month.heading}
              {index === 0 && <span className="calendar-now">{text.thisMonth}</span>}
            </h2>
            {month.entries.length ? (
              <ul>
                {month.entries.map((entry) => (
                  <Entry
                    key={entry.slug}
                    entry={entry}
                    text={text}
                    first={firstMonthOf.get(entry.slug) === month.month}
                  />
                ))}
              </ul>
            ) : (
              <p className="calendar-empty">{text.emptyMonth}</p>
            )}
          </section>
        ))}
        {loaderData.pastYears.length > 0 && (
          <PastYears years={loaderData.pastYears} text={text} current={null} />
        )}
      </div>
    </>
  );
}

/** The links to the archive's years. */
function PastYears({
  years,
  text,
  current,
}: {
  years: string[];
  text: CalendarText;
  current: string | null;
}) {
  const language = useLanguage();
  return (
    <nav aria-labelledby="calendar-past" className="calendar-filters">
      <div className="calendar-filter-group">
        <h2 id="calendar-past">{text.pastYears}</h2>
        <ul>
          {years.map((year) => (
            <li key={year}>
              <a
                href={localizedPath(language, `${CALENDAR_PATH}/${year}`)}
                aria-current={year === current ? "page" : undefined}
              >
                {year}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** One year of the archive: what was on, by month, each entry linked to its page. */
function Archive({
  archive,
  text,
  trail,
}: {
  archive: ArchiveView;
  text: CalendarText;
  trail: Breadcrumb[];
}) {
  const language = useLanguage();
  return (
    <>
      <style>{calendarStyles}</style>
      <Breadcrumbs trail={trail} />
      <PageHeading
        title={fillPlaceholders(text.archiveTitle, { year: archive.year })}
        intro={fillPlaceholders(text.archiveIntro, { year: archive.year })}
        align="start"
      />
      {/* The entries are found on their own pages: the search lists this page by its title only. */}
      <div className="calendar" data-pagefind-ignore>
        {archive.months.map((month) => (
          <section key={month.month} aria-labelledby={`month-${month.month}`} className="calendar-month">
            <h2 id={`month-${month.month}`} className="calendar-month-heading">
              {month.heading}
            </h2>
            <ul>
              {month.entries.map((entry) => (
                <Entry key={entry.slug} entry={entry} text={text} first={false} archived />
              ))}
            </ul>
          </section>
        ))}
        <PastYears years={archive.years} text={text} current={archive.year} />
        <p className="calendar-back">
          <a href={localizedPath(language, CALENDAR_PATH)}>{text.backToCalendar}</a>
        </p>
      </div>
    </>
  );
}
