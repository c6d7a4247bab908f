import type { Route } from "./+types/calendar";
// The page's styles travel in its own inline style, not as a stylesheet: a route stylesheet is named in the route
// manifest every page downloads (decision 028, budgets).
import calendarStyles from "../components/events/calendar.css?inline";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { CALENDAR_TEXT } from "../events/calendar-text";
import { calendarView, type CalendarEntryView } from "../events/calendar-view.server";
import { eventsFeedFile, webcalUrl, wholeCalendarFile } from "../events/event-files";
import { FILES_TEXT } from "../events/files-text";
import { fillPlaceholders } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { buildDate } from "../site/build-date.server";
import { formatPartialDate } from "../site/format";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { HOLIDAYS_PATH, localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/**
 * `/{lang}/tourism/calendar` (issue #32): what's on in the twelve months from the build date (decision 028), by
 * month, the build date's month first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const today = buildDate();
  return {
    language,
    path,
    asOf: formatPartialDate(today, language),
    calendar: calendarView(language, today),
    feed: { title: CALENDAR_TEXT[language].feed, href: eventsFeedFile(language) },
    feedHelp: FILES_TEXT[language].calendarFeedHelp,
    head: await pageHead(language, path, CALENDAR_TEXT[language].title),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const text = CALENDAR_TEXT[loaderData.language];
  return [
    ...pageMeta({
      language: loaderData.language,
      path: loaderData.path,
      title: text.title,
      description: text.intro,
      head: loaderData.head,
    }),
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
        `${scope} a[href="#${filterId(value)}"]{background:var(--color-brand-800);border-color:var(--color-brand-800);color:#fff}`
      );
    })
    .join("");
}

function Entry({ entry }: { entry: CalendarEntryView }) {
  const text = CALENDAR_TEXT[useLanguage()];
  return (
    <li
      id={entry.slug}
      className="calendar-entry"
      data-category={entry.category}
      data-district={entry.district?.slug ?? "region"}
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
        <h3>{entry.name}</h3>
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
        {entry.ics && (
          <a
            href={entry.ics}
            download
            className="calendar-add"
            aria-label={fillPlaceholders(text.addToCalendarLabel, { name: entry.name })}
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
  const text = CALENDAR_TEXT[language];
  const { calendar, head, asOf } = loaderData;
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
              <a href={webcalUrl(wholeCalendarFile(language))}>{text.subscribe}</a>
            </li>
            <li>
              <a href={wholeCalendarFile(language)} download>
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
        {calendar.months.map((month, index) => (
          <section key={month.month} aria-labelledby={`month-${month.month}`} className="calendar-month">
            <h2 id={`month-${month.month}`} className="calendar-month-heading">
              {month.heading}
              {index === 0 && <span className="calendar-now">{text.thisMonth}</span>}
            </h2>
            {month.entries.length ? (
              <ul>
                {month.entries.map((entry) => (
                  <Entry key={entry.slug} entry={entry} />
                ))}
              </ul>
            ) : (
              <p className="calendar-empty">{text.emptyMonth}</p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
