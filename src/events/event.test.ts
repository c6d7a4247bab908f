import { withCyrillicData } from "../cyrillic/data.server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventFileSchema, instantOf } from "./event";
import { holidaysFileSchema } from "./holiday";

const names = { uz: "Chimyon bardlar festivali", en: "Chimgan Echo", ru: "Чимганское эхо" };
const summary = {
  uz: "Katta Chimyon etagida har yili iyun oyida oʻtadigan bard qoʻshiqlari festivali.",
  en: "A festival of bard songs held every June at the foot of Big Chimgan.",
  ru: "Фестиваль авторской песни, который каждый июнь проходит у подножия Большого Чимгана.",
};
const recurrence = {
  uz: "Odatda iyun oyining dam olish kunlarida oʻtadi.",
  en: "Usually on a weekend in June.",
  ru: "Обычно в июньские выходные.",
};
const base = {
  name: names,
  summary,
  category: "festival",
  source: [{ url: "https://mice-uzbekistan.uz/?p=6773", title: "Чимганское эхо-2017", lang: "ru" }],
  checked: "2026-11-27",
};

/** The messages a schema gives a value, as `path: message`. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(withCyrillicData(value));
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
const problems = (value: unknown) => issuesOf(eventFileSchema, value);

describe("an event file (content/events/<slug>.yaml)", () => {
  it("takes all-day dates, Tashkent date-times with +05:00, or a recurrence sentence with its months", () => {
    expect(problems({ ...base, start: "2027-06-11", end: "2027-06-13" })).toEqual([]);
    expect(problems({ ...base, start: "2027-06-11T18:00+05:00", end: "2027-06-11T20:30:00+05:00" })).toEqual(
      [],
    );
    expect(problems({ ...base, recurrence, months: [6] })).toEqual([]);
    expect(eventFileSchema.parse(withCyrillicData({ ...base, recurrence, months: [6] })).status).toBe(
      "scheduled",
    );
  });

  it("refuses a time without the Tashkent offset, an unreal day and an end before the start", () => {
    expect(problems({ ...base, start: "2027-06-11T18:00Z" })).toEqual([
      expect.stringMatching(/^start: must be a day .* or a Tashkent time/),
    ]);
    expect(problems({ ...base, start: "2027-02-30" })).toEqual([expect.stringMatching(/^start: /)]);
    expect(problems({ ...base, start: "2027-06-13", end: "2027-06-11" })).toEqual([
      "end: must not be before start (2027-06-13)",
    ]);
    expect(problems({ ...base, start: "2027-06-11", end: "2027-06-11T20:00+05:00" })).toEqual([
      "end: must be a day when start is a day, a time when start is a time",
    ]);
  });

  it("needs either dates or a recurrence, and months with a recurrence", () => {
    expect(problems(base)).toEqual([
      expect.stringMatching(/^start: give start \(and end\) or, when no dates are announced, recurrence/),
    ]);
    expect(problems({ ...base, start: "2027-06-11", recurrence, months: [6] })).toEqual([
      "recurrence: give either dates or recurrence, not both",
    ]);
    expect(problems({ ...base, recurrence })).toEqual([
      "months: an entry without dates names the months it usually falls in",
    ]);
  });

  it("needs a source with its address and every text in uz, en and ru, and knows only its own fields", () => {
    expect(problems({ ...base, recurrence, months: [6], source: [] })).toEqual([
      "source: must name at least one source",
    ]);
    expect(
      problems({
        ...base,
        recurrence,
        months: [6],
        source: [{ url: "mice-uzbekistan.uz", title: "Chimgan", lang: "en" }],
      }),
    ).toEqual(["source.0.url: must be the source's http(s) address"]);
    expect(problems({ ...base, recurrence, months: [6], name: { uz: names.uz, en: names.en } })[0]).toMatch(
      /^name\.ru: /,
    );
    expect(problems({ ...base, recurrence, months: [6], price: 10 })[0]).toMatch(/price/);
    expect(problems({ ...base, recurrence, months: [6], category: "concert" })[0]).toMatch(/^category: /);
    expect(problems({ ...base, recurrence, months: [6], district: "Parkent" })[0]).toMatch(/^district: /);
  });

  it("orders a day as its midnight in Tashkent", () => {
    expect(instantOf("2027-03-21")).toBe(Date.parse("2027-03-20T19:00:00Z"));
    expect(instantOf("2027-03-21T05:00+05:00")).toBe(Date.parse("2027-03-21T00:00:00Z"));
  });
});

describe("the holidays file (content/holidays/holidays.yaml)", () => {
  const labourCode = [{ url: "https://kadrovik.uz/oz/question/26368", title: "MK 208-m.", lang: "uz-Latn" }];
  const file = {
    years: [2026, 2027],
    summary: {
      uz: "Ishlanmaydigan bayram kuni, dam olish kuni.",
      en: "A public holiday and a day off.",
      ru: "Нерабочий праздничный день.",
    },
    notAnnounced: {
      uz: "Sanasi eʼlon qilinadi.",
      en: "Date announced each year.",
      ru: "Дату объявляют ежегодно.",
    },
    checked: "2026-11-27",
  };
  const holiday = (extra: object) => ({
    id: "navruz",
    name: { uz: "Navroʻz bayrami", en: "Navruz", ru: "Навруз" },
    source: labourCode,
    ...extra,
  });
  const issues = (value: unknown) => issuesOf(holidaysFileSchema, value);

  it("takes a fixed holiday by month and day, and a moveable one with the dates announced per year", () => {
    expect(
      issues({
        ...file,
        holidays: [
          holiday({ date: "03-21" }),
          holiday({
            id: "ramazon-hayit",
            moveable: true,
            announced: [{ date: "2026-03-20", source: labourCode }],
          }),
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a holiday that is both or neither fixed and moveable, and two announced dates in one year", () => {
    expect(issues({ ...file, holidays: [holiday({})] })).toEqual([
      "holidays.0.date: a holiday has either a fixed date or moveable: true",
    ]);
    expect(issues({ ...file, holidays: [holiday({ date: "03-21", moveable: true })] })).toEqual([
      "holidays.0.date: a holiday has either a fixed date or moveable: true",
    ]);
    expect(
      issues({
        ...file,
        holidays: [
          holiday({
            moveable: true,
            announced: [
              { date: "2026-03-20", source: labourCode },
              { date: "2026-03-21", source: labourCode },
            ],
          }),
        ],
      }),
    ).toEqual(["holidays.0.announced: one announced date per year"]);
    expect(issues({ ...file, holidays: [holiday({ date: "02-30" })] })).toEqual([
      "holidays.0.date: must be a real day of the year",
    ]);
  });

  it("refuses a day off that names a holiday the file does not have", () => {
    const dayOff = {
      date: "2026-03-23",
      for: "five-day-week",
      kind: "moved",
      holiday: "nowruz",
      source: labourCode,
    };
    expect(issues({ ...file, holidays: [holiday({ date: "03-21" })], daysOff: [dayOff] })).toEqual([
      "daysOff.0.holiday: no holiday nowruz",
    ]);
  });
});
