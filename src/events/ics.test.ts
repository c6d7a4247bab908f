import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import type { CalendarEvent } from "./event";
import { calendarEvent } from "./fixtures.test-util";
import { eventCalendar, eventUid, TASHKENT_VTIMEZONE, wholeCalendar, type CalendarOptions } from "./ics";

const OPTIONS: CalendarOptions = { language: "en", name: "Tashkent Region: what's on" };

/** Every VEVENT of a calendar text, read by ical.js (a real parser), with the text's VTIMEZONE registered. */
function parsedEvents(text: string): InstanceType<typeof ICAL.Event>[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("an event's .ics file (RFC 5545)", () => {
  it("puts a one-day holiday on its own day as a DATE value, whatever the build machine's time zone", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      vi.stubEnv("TZ", zone);
      const text = eventCalendar(calendarEvent(), OPTIONS)!;
      expect(text).toContain("DTSTART;VALUE=DATE:20270321\r\n");
      const [event] = parsedEvents(text);
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.startDate.toString()).toBe("2027-03-21");
      // DTEND is exclusive: a calendar shows one day, 21 March.
      expect(event?.endDate.toString()).toBe("2027-03-22");
    }
  });

  it("spans a festival's first to last day, both shown", () => {
    const [event] = parsedEvents(
      eventCalendar(
        calendarEvent({ slug: "uzum-sayli-2025", start: "2025-08-22", end: "2025-08-23" }),
        OPTIONS,
      )!,
    );
    expect([event?.startDate.toString(), event?.endDate.toString()]).toEqual(["2025-08-22", "2025-08-24"]);
    expect(event?.duration.days).toBe(2);
  });

  it("has a stable UID slug@host and a DTSTAMP from the checked day, in UTC", () => {
    const text = eventCalendar(calendarEvent(), OPTIONS)!;
    const [event] = parsedEvents(text);
    expect(event?.uid).toBe("navruz-2027@toshvil.uz");
    expect(eventUid("navruz-2027")).toBe("navruz-2027@toshvil.uz");
    expect(text).toContain("\r\nDTSTAMP:20261127T000000Z\r\n");
  });

  it("gives the same bytes on every build: nothing depends on the clock or the machine", () => {
    const events = [
      calendarEvent(),
      calendarEvent({ slug: "concert", start: "2027-06-11T18:00+05:00", end: "2027-06-11T20:30+05:00" }),
    ];
    const builtIn = (zone: string) => {
      vi.stubEnv("TZ", zone);
      return wholeCalendar(events, OPTIONS);
    };
    expect(builtIn("America/New_York")).toBe(builtIn("Asia/Tokyo"));
  });

  it("writes a date-time as Tashkent time with its TZID and the zone's VTIMEZONE, the right instant in UTC", () => {
    vi.stubEnv("TZ", "Europe/Berlin");
    const text = eventCalendar(
      calendarEvent({ slug: "concert", start: "2027-06-11T18:00+05:00", end: "2027-06-11T20:30+05:00" }),
      OPTIONS,
    )!;
    expect(text).toContain("DTSTART;TZID=Asia/Tashkent:20270611T180000\r\n");
    expect(text).toContain(TASHKENT_VTIMEZONE);
    const [event] = parsedEvents(text);
    expect(event?.startDate.isDate).toBe(false);
    expect(event?.startDate.toJSDate().toISOString()).toBe("2027-06-11T13:00:00.000Z");
    expect(event?.endDate.toJSDate().toISOString()).toBe("2027-06-11T15:30:00.000Z");
  });

  it("leaves out the VTIMEZONE when every event is all-day", () => {
    expect(eventCalendar(calendarEvent(), OPTIONS)).not.toContain("BEGIN:VTIMEZONE");
  });

  it("marks a cancelled event CANCELLED and a postponed one TENTATIVE", () => {
    const status = (value: CalendarEvent["status"]) =>
      parsedEvents(
        eventCalendar(calendarEvent({ status: value }), OPTIONS)!,
      )[0]?.component.getFirstPropertyValue("status");
    expect([status("scheduled"), status("cancelled"), status("postponed")]).toEqual([
      "CONFIRMED",
      "CANCELLED",
      "TENTATIVE",
    ]);
  });

  it("carries the page's address, the place and the category the page builder gives, and the sources", () => {
    const text = eventCalendar(calendarEvent(), {
      ...OPTIONS,
      details: () => ({
        url: "https://toshvil.uz/en/tourism/calendar/navruz-2027",
        location: "Tashkent Region",
        category: "Holiday",
      }),
    })!;
    const [event] = parsedEvents(text);
    expect(event?.location).toBe("Tashkent Region");
    expect(event?.component.getFirstPropertyValue("url")).toBe(
      "https://toshvil.uz/en/tourism/calendar/navruz-2027",
    );
    expect(event?.component.getFirstPropertyValue("categories")).toBe("Holiday");
    expect(event?.description).toContain("https://kadrovik.uz/oz/question/26368");
  });

  it("has no file for an entry without dates, and leaves it out of the whole calendar", () => {
    const undated = calendarEvent({
      slug: "chimgan-echo",
      start: null,
      end: null,
      recurrence: "Usually on a weekend in June.",
      months: [6],
    });
    expect(eventCalendar(undated, OPTIONS)).toBeNull();
    expect(
      parsedEvents(wholeCalendar([undated, calendarEvent()], OPTIONS)).map((event) => event.uid),
    ).toEqual(["navruz-2027@toshvil.uz"]);
  });

  it("names the calendar in its language", () => {
    const text = wholeCalendar([calendarEvent()], {
      language: "uz",
      name: "Toshkent viloyati: tadbirlar taqvimi",
    });
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue("x-wr-calname")).toBe(
      "Toshkent viloyati: tadbirlar taqvimi",
    );
    expect(text).toContain("PRODID:-//toshvil.uz//calendar//UZ\r\n");
  });
});
