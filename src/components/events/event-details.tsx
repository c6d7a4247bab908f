import type { CalendarText } from "../../events/calendar-text";
import type { EventPageView } from "../../events/event-page.server";
import { fillPlaceholders } from "../../i18n/i18n";
import { useLanguage } from "../../i18n/use-language";
import type { Breadcrumb } from "../../site/breadcrumbs";
import { CALENDAR_PATH, localizedPath } from "../../site/paths";
import { PageHeading } from "../content/page-heading";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { SourceLink } from "./source-link";

export interface EventDetailsProps {
  event: EventPageView;
  text: CalendarText;
  trail: Breadcrumb[];
}

/**
 * One calendar entry's own page (issue #32): when, where, who organises it, its sources and its `.ics` file. The
 * calendar's route draws it for `/{lang}/tourism/calendar/<slug>` (decision 029), with the calendar's styles.
 */
export function EventDetails({ event, text, trail }: EventDetailsProps) {
  const language = useLanguage();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <div className="calendar-tags">
        <span className="calendar-tag">{text.categories[event.category]}</span>
        {event.status !== "scheduled" && (
          <span className="calendar-tag calendar-tag-status">{text.statuses[event.status]}</span>
        )}
      </div>
      <PageHeading title={event.name} intro={event.summary} align="start" />
      <dl className="event-facts">
        <dt>{text.when}</dt>
        <dd>
          {event.first ? <time dateTime={event.first}>{event.when}</time> : event.when}
          {event.ics && (
            <>
              {" "}
              <a href={event.ics} download className="calendar-add">
                {text.addToCalendar}
              </a>
            </>
          )}
        </dd>
        {(event.place || event.district) && (
          <>
            <dt>{text.place}</dt>
            <dd>
              {event.place && <a href={event.place.href}>{event.place.label}</a>}
              {event.place && event.district && ", "}
              {event.district && <a href={event.district.href}>{event.district.label}</a>}
            </dd>
          </>
        )}
        {event.organiser && (
          <>
            <dt>{text.organiser}</dt>
            <dd>{event.organiser}</dd>
          </>
        )}
        {(event.article || event.officialUrl) && (
          <>
            <dt>{text.article}</dt>
            <dd>
              {event.article && <a href={event.article.href}>{event.article.label}</a>}
              {event.article && event.officialUrl && " · "}
              {event.officialUrl && (
                <a href={event.officialUrl} rel="noopener">
                  {text.officialLink}
                </a>
              )}
            </dd>
          </>
        )}
      </dl>
      <section aria-labelledby="event-sources" className="event-sources" data-pagefind-ignore>
        <h2 id="event-sources">{text.sources}</h2>
        <ul>
          {event.source.map((source) => (
            <li key={source.url}>
              <SourceLink source={source} />
            </li>
          ))}
        </ul>
        <p>
          {fillPlaceholders(text.checked, { date: event.checked })}{" "}
          <a href={localizedPath(language, CALENDAR_PATH)}>{text.backToCalendar}</a>
        </p>
      </section>
    </>
  );
}
