import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbs";
import { en } from "../i18n/strings/en";
import { uz } from "../i18n/strings/uz";

const trail = (path: string, title: string) => breadcrumbTrail(en.nav, path, title);

describe("breadcrumbTrail", () => {
  it("gives the home page no trail", () => {
    expect(trail("", "Tashkent Region")).toEqual([]);
  });

  it("leads from home through the section and the list to an article", () => {
    expect(trail("tourism/sights-detail/1", "The Urungach lakes")).toEqual([
      { name: "Home", path: "" },
      { name: "Tourism", path: "tourism" },
      { name: "Sights", path: "tourism/sights" },
      { name: "The Urungach lakes", path: "tourism/sights-detail/1" },
    ]);
  });

  it("leads an entry of the calendar through what's on", () => {
    expect(trail("tourism/calendar/uzum-sayli-2025", "Uzum Sayli 2025")).toEqual([
      { name: "Home", path: "" },
      { name: "Tourism", path: "tourism" },
      { name: "What’s on", path: "tourism/calendar" },
      { name: "Uzum Sayli 2025", path: "tourism/calendar/uzum-sayli-2025" },
    ]);
    expect(trail("tourism/calendar", "What’s on").map((step) => step.path)).toEqual([
      "",
      "tourism",
      "tourism/calendar",
    ]);
  });

  it("links a hotel to the hotels list although its detail path has an extra segment", () => {
    expect(trail("tourism/hotels-and-resorts/detail/3", "Amirsoy").map((step) => step.path)).toEqual([
      "",
      "tourism",
      "tourism/hotels-and-resorts",
      "tourism/hotels-and-resorts/detail/3",
    ]);
  });

  it("stops at the section for a list or a page inside it", () => {
    expect(trail("aboutus/statistics", "Statistics")).toEqual([
      { name: "Home", path: "" },
      { name: "About us", path: "aboutus" },
      { name: "Statistics", path: "aboutus/statistics" },
    ]);
    expect(trail("investment/contact", "Contact").map((step) => step.path)).toEqual([
      "",
      "investment",
      "investment/contact",
    ]);
  });

  it("names the section page itself last, once", () => {
    expect(trail("business", "Business")).toEqual([
      { name: "Home", path: "" },
      { name: "Business", path: "business" },
    ]);
  });

  it("puts pages outside a section and the galleries right under home", () => {
    expect(trail("accessibility", "Accessibility").map((step) => step.path)).toEqual(["", "accessibility"]);
    expect(trail("photo", "Photo gallery").map((step) => step.path)).toEqual(["", "photo"]);
  });

  it("labels the steps in the page language", () => {
    expect(
      breadcrumbTrail(uz.nav, "education-and-culture/education-detail/2", "Universitet").map(
        (step) => step.name,
      ),
    ).toEqual(["Bosh sahifa", uz.nav["education-and-culture"], uz.nav.education, "Universitet"]);
  });
});
