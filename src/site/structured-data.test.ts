import { describe, expect, it } from "vitest";
import {
  breadcrumbList,
  faqPage,
  governmentOrganization,
  jsonLdDocument,
  ORGANIZATION_LOGO_PATH,
  eventEditions,
  place,
} from "./structured-data";
import { ru } from "../i18n/strings/ru";

describe("jsonLdDocument", () => {
  const crumbs = breadcrumbList([{ name: "Home", url: "https://toshvil.uz/en" }]);
  const faq = faqPage([{ question: "Q?", answer: "A." }]);

  it("gives a single entity its context", () => {
    expect(jsonLdDocument([crumbs])).toEqual({ "@context": "https://schema.org", ...crumbs });
  });

  it("puts several entities in one graph", () => {
    expect(jsonLdDocument([crumbs, faq])).toEqual({
      "@context": "https://schema.org",
      "@graph": [crumbs, faq],
    });
  });
});

describe("breadcrumbList", () => {
  it("numbers the steps from 1 and links each", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: "https://toshvil.uz/en" },
        { name: "Tourism", url: "https://toshvil.uz/en/tourism" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://toshvil.uz/en" },
        { "@type": "ListItem", position: 2, name: "Tourism", item: "https://toshvil.uz/en/tourism" },
      ],
    });
  });
});

describe("governmentOrganization", () => {
  const organization = governmentOrganization(ru, "https://toshvil.uz/ru");

  it("names and addresses the administration as the footer does, in the page language", () => {
    expect(organization).toMatchObject({
      "@type": "GovernmentOrganization",
      name: "Хокимият Ташкентской области",
      url: "https://toshvil.uz/ru",
      address: { "@type": "PostalAddress", streetAddress: ru.footer.address, addressCountry: "UZ" },
    });
  });

  it("gives the first reception phone in international form and the square logo", () => {
    expect(organization.telephone).toBe("+998712328061");
    expect(organization.logo).toBe(`https://toshvil.uz${ORGANIZATION_LOGO_PATH}`);
  });

  it("claims no social accounts the administration has not confirmed", () => {
    expect(organization).not.toHaveProperty("sameAs");
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with its accepted Answer", () => {
    expect(faqPage([{ question: "Where?", answer: "Here." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Where?", acceptedAnswer: { "@type": "Answer", text: "Here." } },
      ],
    });
  });
});

describe("place", () => {
  it("describes a sight with its page, picture and region", () => {
    expect(
      place({
        type: "TouristAttraction",
        name: "Urungach",
        description: "Two mountain lakes.",
        url: "https://toshvil.uz/en/tourism/sights-detail/1",
        image: "https://toshvil.uz/media/sights-1.abc.1200.jpg",
        region: "Tashkent Region",
      }),
    ).toEqual({
      "@type": "TouristAttraction",
      name: "Urungach",
      description: "Two mountain lakes.",
      url: "https://toshvil.uz/en/tourism/sights-detail/1",
      image: "https://toshvil.uz/media/sights-1.abc.1200.jpg",
      address: { "@type": "PostalAddress", addressRegion: "Tashkent Region", addressCountry: "UZ" },
    });
  });
});

describe("eventEditions", () => {
  const editions = eventEditions({
    type: "Festival",
    name: "Uzum sayli",
    description: "The grape and wine festival.",
    place: "Parkent district",
    editions: ["2023-09-15/2023-09-16", "2025-08-22/2025-08-23"],
    url: "https://toshvil.uz/en/tourism/festivals-and-events/detail/1",
    image: "https://toshvil.uz/media/festivals-1.abc.1200.jpg",
    region: "Tashkent Region",
    organizer: { name: "Tashkent Regional Administration", url: "https://toshvil.uz/en" },
  });

  it("gives each edition its own entity, named with its year, with its first and last day", () => {
    expect(editions.map((edition) => [edition.name, edition.startDate, edition.endDate])).toEqual([
      ["Uzum sayli 2023", "2023-09-15", "2023-09-16"],
      ["Uzum sayli 2025", "2025-08-22", "2025-08-23"],
    ]);
  });

  it("says where, in person, who organises it, and links the article and its picture", () => {
    expect(editions[1]).toEqual({
      "@type": "Festival",
      name: "Uzum sayli 2025",
      description: "The grape and wine festival.",
      startDate: "2025-08-22",
      endDate: "2025-08-23",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Parkent district",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Parkent district",
          addressRegion: "Tashkent Region",
          addressCountry: "UZ",
        },
      },
      image: "https://toshvil.uz/media/festivals-1.abc.1200.jpg",
      url: "https://toshvil.uz/en/tourism/festivals-and-events/detail/1",
      organizer: {
        "@type": "GovernmentOrganization",
        name: "Tashkent Regional Administration",
        url: "https://toshvil.uz/en",
      },
    });
  });

  it("gives the place of every edition its point, where the article has one (issue #29)", () => {
    const located = eventEditions({
      type: "Festival",
      name: "Uzum sayli",
      description: "The grape and wine festival.",
      place: "Zarkent, Parkent district",
      geo: { lat: 41.29444, lon: 69.67639 },
      editions: ["2024-08-23/2024-08-24", "2025-08-22/2025-08-23"],
      url: "https://toshvil.uz/en/tourism/festivals-and-events/detail/1",
      image: "https://toshvil.uz/media/festivals-1.abc.1200.jpg",
      region: "Tashkent Region",
      organizer: { name: "Tashkent Regional Administration", url: "https://toshvil.uz/en" },
    });
    expect(located.map((edition) => (edition.location as Record<string, unknown>).geo)).toEqual([
      { "@type": "GeoCoordinates", latitude: 41.29444, longitude: 69.67639 },
      { "@type": "GeoCoordinates", latitude: 41.29444, longitude: 69.67639 },
    ]);
  });
});
