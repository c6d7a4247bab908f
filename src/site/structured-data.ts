import type { EventType, PlaceType } from "../content/collections";
import type { UiStrings } from "../i18n/strings/types";
import { ADMINISTRATION_PHONES, SITE_ORIGIN, telHref } from "./site-constants";

/**
 * schema.org entities for search engines, written into each page's head as one JSON-LD block by pageMeta
 * (site/meta.ts). Builders take finished values (absolute URLs, texts in the page language) and keep to the
 * fields search engines read: the JSON is part of every page's bytes, and the home page carries its whole
 * FAQ a second time within the 30 KB budget (docs/decisions/005).
 */

type JsonValue = string | number | boolean | JsonObject | readonly JsonValue[];
export interface JsonObject {
  [key: string]: JsonValue;
}

/** One schema.org entity, without `@context` (jsonLdDocument adds it once per page). */
export type Thing = JsonObject & { "@type": string };

const SCHEMA_ORG = "https://schema.org";

/** The administration's logo for search results: the square app icon (a PNG every consumer reads). */
export const ORGANIZATION_LOGO_PATH = "/icons/icon-512.png";

/** A page's entities as one document: a single entity as it is, several as a `@graph`. */
export function jsonLdDocument(things: readonly Thing[]): JsonObject {
  const [only] = things;
  return things.length === 1 && only
    ? { "@context": SCHEMA_ORG, ...only }
    : { "@context": SCHEMA_ORG, "@graph": things };
}

/** The page's breadcrumb trail, each step with its absolute URL. */
export function breadcrumbList(steps: ReadonlyArray<{ name: string; url: string }>): Thing {
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The regional administration, named and addressed as the footer shows it in the page language. No `sameAs`:
 * the site knows no official social accounts yet (site-constants.ts, docs/decisions/003).
 */
export function governmentOrganization(strings: UiStrings, url: string): Thing {
  return {
    "@type": "GovernmentOrganization",
    name: strings.site.organization,
    url,
    logo: `${SITE_ORIGIN}${ORGANIZATION_LOGO_PATH}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: strings.footer.address,
      addressRegion: strings.site.name,
      addressCountry: "UZ",
    },
    telephone: telHref(ADMINISTRATION_PHONES[0]).replace(/^tel:/, ""),
  };
}

/** Questions and answers exactly as the page shows them. */
export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>): Thing {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export interface PlaceInput {
  type: PlaceType;
  name: string;
  description: string;
  /** The article's canonical URL. */
  url: string;
  /** Absolute URL of the article's lead picture. */
  image: string;
  /** The region's name in the page language: every place described on the site lies in it. */
  region: string;
  /** Its district or city, in the page language, and its coordinates (issue #15), where the article has them. */
  locality?: string;
  geo?: { lat: number; lon: number };
}

/** A point as schema.org writes it (place.yaml's `lat`/`lon`, as the open-data files give them). */
function geoCoordinates({ lat, lon }: { lat: number; lon: number }): Thing {
  return { "@type": "GeoCoordinates", latitude: lat, longitude: lon };
}

/** A sight, a place to stay or a place of pilgrimage, described by an article. */
export function place({ type, name, description, url, image, region, locality, geo }: PlaceInput): Thing {
  return {
    "@type": type,
    name,
    description,
    url,
    image,
    address: {
      "@type": "PostalAddress",
      ...(locality ? { addressLocality: locality } : {}),
      addressRegion: region,
      addressCountry: "UZ",
    },
    ...(geo ? { geo: geoCoordinates(geo) } : {}),
  };
}

export interface EventEditionsInput {
  type: EventType;
  /** The event's name without the year. */
  name: string;
  description: string;
  /** Where every edition was held, in the page language, and its point (place.yaml, issue #29). */
  place: string;
  geo?: { lat: number; lon: number };
  /** `YYYY-MM-DD/YYYY-MM-DD` per edition. */
  editions: readonly string[];
  url: string;
  image: string;
  region: string;
  /** The regional administration, which organises the events the site describes. */
  organizer: { name: string; url: string };
}

/** One entity per edition of a recurring event, named with its year ("Uzum sayli 2025"). */
export function eventEditions(input: EventEditionsInput): Thing[] {
  return input.editions.map((edition) => {
    const [startDate = "", endDate = startDate] = edition.split("/");
    return {
      "@type": input.type,
      name: `${input.name} ${startDate.slice(0, 4)}`,
      description: input.description,
      startDate,
      endDate,
      eventStatus: `${SCHEMA_ORG}/EventScheduled`,
      eventAttendanceMode: `${SCHEMA_ORG}/OfflineEventAttendanceMode`,
      location: {
        "@type": "Place",
        name: input.place,
        address: {
          "@type": "PostalAddress",
          addressLocality: input.place,
          addressRegion: input.region,
          addressCountry: "UZ",
        },
        ...(input.geo ? { geo: geoCoordinates(input.geo) } : {}),
      },
      image: input.image,
      url: input.url,
      organizer: { "@type": "GovernmentOrganization", name: input.organizer.name, url: input.organizer.url },
    };
  });
}

/**
 * A district (AdministrativeArea) or a city of regional subordination (City), inside the region (issue #14).
 * Area and population are not given: schema.org has no field search engines read for them.
 */
export function administrativeUnit({
  kind,
  name,
  description,
  url,
  region,
  regionUrl,
}: {
  kind: "district" | "city";
  name: string;
  description: string;
  url: string;
  region: string;
  regionUrl: string;
}): Thing {
  return {
    "@type": kind === "city" ? "City" : "AdministrativeArea",
    name,
    description,
    url,
    containedInPlace: { "@type": "AdministrativeArea", name: region, url: regionUrl },
  };
}
