import type { Route } from "./+types/holidays";
// The page's styles travel in its own inline style (decision 028): a route stylesheet is named in the route manifest
// every page downloads.
import holidaysStyles from "../components/events/holidays.css?inline";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { SourceLink } from "../components/events/source-link";
import { eventsFeedFile, HOLIDAYS_JSON, holidaysCalendarFile, webcalUrl } from "../events/event-files";
import { HOLIDAYS_TEXT } from "../events/holidays-text";
import { holidaysView } from "../events/holidays-view.server";
import { fillPlaceholders } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { buildDate } from "../site/build-date.server";
import { pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { CALENDAR_PATH, localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/**
 * `/{lang}/holidays` (issue #32): Uzbekistan's public holidays this year and next, as of the build date (decision
 * 028), with the days off a decree adds and the files to take them into a calendar.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const text = HOLIDAYS_TEXT[language];
  return {
    language,
    path,
    holidays: holidaysView(language, buildDate()),
    feed: { title: text.calendarLink, href: eventsFeedFile(language) },
    // The files' addresses are worked out here, so the page's script carries none of their paths.
    files: {
      ics: holidaysCalendarFile(language),
      webcal: webcalUrl(holidaysCalendarFile(language)),
      json: HOLIDAYS_JSON,
    },
    head: await pageHead(language, path, text.title),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const text = HOLIDAYS_TEXT[loaderData.language];
  return [
    ...pageMeta({
      language: loaderData.language,
      path: loaderData.path,
      title: text.title,
      description: text.intro,
      head: loaderData.head,
    }),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", ...loaderData.feed },
  ];
}

export default function HolidaysPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const text = HOLIDAYS_TEXT[language];
  const { holidays, head } = loaderData;
  const { files } = loaderData;
  return (
    <div className="container-page holidays-page py-8 lg:py-12">
      <style>{holidaysStyles}</style>
      <Breadcrumbs trail={head.trail} />
      <div className="max-w-3xl">
        <PageHeading title={text.title} intro={text.intro} align="start" />
        {holidays.next && <p className="holidays-next">{holidays.next}</p>}
        {holidays.years.map(({ year, holidays: rows, daysOff }) => (
          <section key={year} aria-labelledby={`holidays-${year}`} className="holidays-year">
            <h2 id={`holidays-${year}`}>{fillPlaceholders(text.yearHeading, { year: String(year) })}</h2>
            <table className="holidays-table">
              <thead>
                <tr>
                  <th scope="col">{text.date}</th>
                  <th scope="col" className="holidays-weekday">
                    {text.weekday}
                  </th>
                  <th scope="col">{text.holiday}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} id={`${row.id}-${year}`}>
                    {row.date ? (
                      <>
                        <td>
                          <time dateTime={row.date}>{row.dateText}</time>
                          {/* On a phone the weekday goes under the date; one of the two is shown at a time. */}
                          <small className="holidays-weekday-below">{row.weekday}</small>
                        </td>
                        <td className="holidays-weekday">{row.weekday}</td>
                      </>
                    ) : (
                      <>
                        <td className="holidays-undated">{row.dateText}</td>
                        <td className="holidays-weekday" />
                      </>
                    )}
                    <th scope="row">
                      {row.name}
                      {row.announcement.map((source) => (
                        <small key={source.url}>
                          {text.source}: <SourceLink source={source} />
                        </small>
                      ))}
                    </th>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 id={`days-off-${year}`}>{fillPlaceholders(text.daysOffHeading, { year: String(year) })}</h3>
            {daysOff.length ? (
              <>
                <p className="holidays-note">{text.daysOffIntro}</p>
                <table className="holidays-table" aria-labelledby={`days-off-${year}`}>
                  <thead>
                    <tr>
                      <th scope="col">{text.date}</th>
                      <th scope="col">{text.dayOff}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {daysOff.map((day) => (
                      <tr key={`${day.date}-${day.who}`}>
                        <td>
                          <time dateTime={day.date}>{day.dateText}</time>
                          <small>{day.weekday}</small>
                        </td>
                        <td>
                          {day.what}
                          {day.workingDay && <small>{day.workingDay}</small>}
                          <small>
                            {text.who}: {text.for[day.who]}
                          </small>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="holidays-note">
                  {text.source}:{" "}
                  {[
                    ...new Map(
                      daysOff.flatMap((day) => day.source).map((source) => [source.url, source]),
                    ).values(),
                  ].map((source, index) => (
                    <span key={source.url}>
                      {index > 0 && "; "}
                      <SourceLink source={source} />
                    </span>
                  ))}
                </p>
              </>
            ) : (
              <p className="holidays-note">{text.noDaysOff}</p>
            )}
          </section>
        ))}
        <section aria-labelledby="holidays-files" className="holidays-files">
          <h2 id="holidays-files">{text.filesHeading}</h2>
          <ul>
            <li>
              <a href={files.webcal}>{text.subscribe}</a>
            </li>
            <li>
              <a href={files.ics} download>
                {text.download}
              </a>
            </li>
            <li>
              <a href={files.json} download>
                {text.data}
              </a>
            </li>
            <li>
              <a href={localizedPath(language, CALENDAR_PATH)}>{text.calendarLink}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="holidays-sources" className="holidays-sources">
          <h2 id="holidays-sources">{text.sourcesHeading}</h2>
          <p>{text.sourcesIntro}</p>
          <ul>
            {holidays.sources.map((source) => (
              <li key={source.url}>
                <SourceLink source={source} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
