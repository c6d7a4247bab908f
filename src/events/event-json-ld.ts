import type { Thing } from "../site/structured-data";
import type { CalendarEvent, EventCategory, EventStatus } from "./event";

/**
 * The schema.org entity of an event's page (issue #32): `Festival`, `SportsEvent` or `Event` with its announced days,
 * status, attendance mode, place (with its point and address), organiser and picture. An entry without announced
 * dates gets none: a search engine would show it as happening on a day nobody has promised.
 */

const SCHEMA_ORG = "https://schema.org";

const TYPES: Record<EventCategory, string> = {
  festival: "Festival",
  sport: "SportsEvent",
  season: "Event",
  holiday: "Event",
  culture: "Event",
};

const STATUSES: Record<EventStatus, string> = {
  scheduled: `${SCHEMA_ORG}/EventScheduled`,
  cancelled: `${SCHEMA_ORG}/EventCancelled`,
  postponed: `${SCHEMA_ORG}/EventPostponed`,
};

export interface EventJsonLdInput {
  event: CalendarEvent;
  /** The page's canonical address. */
  url: string;
  /** Absolute address of a picture of the event or its place. */
  image: string;
  /** Where, in the page language: the place's name, else its district's, else the region's. */
  placeName: string;
  /** The district or city, in the page language. */
  locality: string | null;
  region: string;
  geo: { lat: number; lon: number } | null;
  /** The organiser the event's file names, else the regional administration with its site. */
  organizer: { name: string; url?: string; government: boolean };
}

/** The event's entity, or null for an entry without announced dates. */
export function eventJsonLd({
  event,
  url,
  image,
  placeName,
  locality,
  region,
  geo,
  organizer,
}: EventJsonLdInput): Thing | null {
  if (!event.start) return null;
  return {
    "@type": TYPES[event.category],
    name: event.name,
    description: event.summary,
    startDate: event.start,
    endDate: event.end ?? event.start,
    eventStatus: STATUSES[event.status],
    eventAttendanceMode: `${SCHEMA_ORG}/OfflineEventAttendanceMode`,
    location: {
      "@type": "Place",
      name: placeName,
      address: {
        "@type": "PostalAddress",
        ...(locality ? { addressLocality: locality } : {}),
        addressRegion: region,
        addressCountry: "UZ",
      },
      ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lon } } : {}),
    },
    organizer: {
      "@type": organizer.government ? "GovernmentOrganization" : "Organization",
      name: organizer.name,
      ...(organizer.url ? { url: organizer.url } : {}),
    },
    image,
    url,
  };
}
