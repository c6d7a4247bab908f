/** One page of every template, by the path after the language prefix: the suites that check each template once. */
export const TEMPLATES: Record<string, string> = {
  home: "",
  section: "/aboutus",
  list: "/aboutus/statistics",
  detail: "/aboutus/statistics/1",
  // Its chart draws ranges: outlined bar ends and their key.
  "detail with ranges": "/aboutus/statistics/3",
  "section page": "/business/start-business",
  "own page": "/accessibility",
  photos: "/photo",
  videos: "/videoGalery",
  "hotels (the tourism section)": "/tourism",
  "districts map": "/aboutus/districts",
  "district page": "/aboutus/districts/bostonliq-district",
  "city page": "/aboutus/districts/nurafshon-city",
  "place page": "/tourism/sights-detail/2",
  "places map": "/tourism/map",
  // What's on (issue #32): months of entries and the filters applied by in-page anchors.
  calendar: "/tourism/calendar",
  // A calendar entry's own page (a past edition: its days, its file, its Festival) and the public holidays' tables.
  "event page": "/tourism/calendar/uzum-sayli-2025",
  // A year of the calendar's archive: the past entries of 2025.
  "calendar archive": "/tourism/calendar/2025",
  holidays: "/holidays",
  "open data": "/open-data",
  search: "/search",
  "search with results": "/search?q=chorvoq",
  // Never hydrates (it answers for any address offline): its list script has run once the page has loaded.
  "offline page": "/offline",
};
