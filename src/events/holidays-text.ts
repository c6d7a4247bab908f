import type { Language } from "../i18n/languages";
import type { DAY_OFF_FOR } from "./holiday";

/**
 * The holidays page's words (issue #32): part of that page's own script and of the build, so the other pages do not
 * download them.
 */
interface HolidaysText {
  title: string;
  intro: string;
  /** The next holiday from the build date: `The next public holiday is Navruz, on Sunday 21 March 2027.` */
  next: string;
  /** `Public holidays in {{year}}`. */
  yearHeading: string;
  date: string;
  weekday: string;
  holiday: string;
  /** A table's caption for the screen reader and the printout. */
  daysOffHeading: string;
  daysOffIntro: string;
  /** A year whose decree is not out yet. */
  noDaysOff: string;
  who: string;
  dayOff: string;
  source: string;
  for: Record<(typeof DAY_OFF_FOR)[number], string>;
  /** `Extra day off` / `Day off moved from a holiday on a weekend`; `{{holiday}}` is the holiday's name. */
  extra: string;
  extraFor: string;
  moved: string;
  /** A sentence after a day off moved from a weekend day: `{{date}}` and `{{weekday}}` of the day now worked. */
  workingDay: string;
  sourcesHeading: string;
  sourcesIntro: string;
  filesHeading: string;
  subscribe: string;
  download: string;
  data: string;
  calendarLink: string;
  /** Sunday first, as JavaScript's getUTCDay counts. */
  weekdays: readonly [string, string, string, string, string, string, string];
}

export const HOLIDAYS_TEXT: Record<Language, HolidaysText> = {
  uz: {
    title: "Bayram va dam olish kunlari",
    intro:
      "Oʻzbekistonda ishlanmaydigan bayram kunlari va Prezident farmoni bilan belgilangan qoʻshimcha dam olish kunlari: joriy va keyingi yil uchun.",
    next: "Navbatdagi bayram: {{holiday}}, {{date}}, {{weekday}}.",
    yearHeading: "{{year}}-yil bayramlari",
    date: "Sana",
    weekday: "Hafta kuni",
    holiday: "Bayram",
    daysOffHeading: "{{year}}-yilgi qoʻshimcha va koʻchirilgan dam olish kunlari",
    daysOffIntro:
      "Prezident farmoni bilan bayramlarga qoʻshib berilgan dam olish kunlari. Bayram dam olish kuniga toʻgʻri kelsa, dam olish kuni bayramdan keyingi ish kuniga koʻchiriladi.",
    noDaysOff: "Bu yil uchun qoʻshimcha dam olish kunlari hali eʼlon qilinmagan.",
    who: "Kimlar uchun",
    dayOff: "Dam olish kuni",
    source: "Manba",
    for: {
      all: "Hamma uchun",
      "five-day-week": "Besh kunlik ish haftasida",
      "six-day-week": "Olti kunlik ish haftasida",
    },
    extra: "Qoʻshimcha dam olish kuni",
    extraFor: "Qoʻshimcha dam olish kuni ({{holiday}})",
    moved: "Koʻchirilgan dam olish kuni ({{holiday}})",
    workingDay: "Uning oʻrniga {{date}} ({{weekday}}) ish kuni boʻladi.",
    sourcesHeading: "Manbalar",
    sourcesIntro:
      "Bayram kunlari Mehnat kodeksining 208-moddasida belgilangan. Ramazon va Qurbon hayitining sanasini har yili Oʻzbekiston musulmonlari idorasining qarori asosida Prezident qarori belgilaydi: sahifada faqat eʼlon qilingan sana koʻrsatiladi.",
    filesHeading: "Taqvimga qoʻshish va yuklab olish",
    subscribe: "Bayramlarni taqvimga obuna qilish (webcal)",
    download: "Bayramlar taqvimi fayli (.ics)",
    data: "Bayram va dam olish kunlari, maʼlumot sifatida (JSON)",
    calendarLink: "Toshkent viloyatidagi tadbirlar taqvimi",
    weekdays: ["yakshanba", "dushanba", "seshanba", "chorshanba", "payshanba", "juma", "shanba"],
  },
  "uz-cyrl": {
    title: "Байрам ва дам олиш кунлари",
    intro:
      "Ўзбекистонда ишланмайдиган байрам кунлари ва Президент фармони билан белгиланган қўшимча дам олиш кунлари: жорий ва кейинги йил учун.",
    next: "Навбатдаги байрам: {{holiday}}, {{date}}, {{weekday}}.",
    yearHeading: "{{year}}-йил байрамлари",
    date: "Сана",
    weekday: "Ҳафта куни",
    holiday: "Байрам",
    daysOffHeading: "{{year}}-йилги қўшимча ва кўчирилган дам олиш кунлари",
    daysOffIntro:
      "Президент фармони билан байрамларга қўшиб берилган дам олиш кунлари. Байрам дам олиш кунига тўғри келса, дам олиш куни байрамдан кейинги иш кунига кўчирилади.",
    noDaysOff: "Бу йил учун қўшимча дам олиш кунлари ҳали эълон қилинмаган.",
    who: "Кимлар учун",
    dayOff: "Дам олиш куни",
    source: "Манба",
    for: {
      all: "Ҳамма учун",
      "five-day-week": "Беш кунлик иш ҳафтасида",
      "six-day-week": "Олти кунлик иш ҳафтасида",
    },
    extra: "Қўшимча дам олиш куни",
    extraFor: "Қўшимча дам олиш куни ({{holiday}})",
    moved: "Кўчирилган дам олиш куни ({{holiday}})",
    workingDay: "Унинг ўрнига {{date}} ({{weekday}}) иш куни бўлади.",
    sourcesHeading: "Манбалар",
    sourcesIntro:
      "Байрам кунлари Меҳнат кодексининг 208-моддасида белгиланган. Рамазон ва Қурбон ҳайитининг санасини ҳар йили Ўзбекистон мусулмонлари идорасининг қарори асосида Президент қарори белгилайди: саҳифада фақат эълон қилинган сана кўрсатилади.",
    filesHeading: "Тақвимга қўшиш ва юклаб олиш",
    subscribe: "Байрамларни тақвимга обуна қилиш (webcal)",
    download: "Байрамлар тақвими файли (.ics)",
    data: "Байрам ва дам олиш кунлари, маълумот сифатида (JSON)",
    calendarLink: "Тошкент вилоятидаги тадбирлар тақвими",
    weekdays: ["якшанба", "душанба", "сешанба", "чоршанба", "пайшанба", "жума", "шанба"],
  },
  en: {
    title: "Public holidays and days off",
    intro:
      "Uzbekistan’s public holidays and the extra days off declared by presidential decree, for this year and next.",
    next: "The next public holiday is {{holiday}}, on {{weekday}} {{date}}.",
    yearHeading: "Public holidays in {{year}}",
    date: "Date",
    weekday: "Day of the week",
    holiday: "Holiday",
    daysOffHeading: "Extra and moved days off in {{year}}",
    daysOffIntro:
      "Days a presidential decree adds to the holidays. When a holiday falls on a day off, the day off moves to the next working day.",
    noDaysOff: "No extra days off have been declared for this year yet.",
    who: "For",
    dayOff: "Day off",
    source: "Source",
    for: {
      all: "Everyone",
      "five-day-week": "Five-day working week",
      "six-day-week": "Six-day working week",
    },
    extra: "Extra day off",
    extraFor: "Extra day off ({{holiday}})",
    moved: "Moved day off ({{holiday}})",
    workingDay: "{{weekday}} {{date}} becomes a working day in its place.",
    sourcesHeading: "Sources",
    sourcesIntro:
      "The public holidays are set by article 208 of the Labour Code. The dates of Ramazon hayit and Qurbon hayit are fixed each year by a presidential resolution, on the decision of the Muslim Board of Uzbekistan: this page shows a date only once it has been announced.",
    filesHeading: "Add to a calendar or download",
    subscribe: "Subscribe to the holidays in your calendar (webcal)",
    download: "Holidays calendar file (.ics)",
    data: "Public holidays and days off as data (JSON)",
    calendarLink: "What’s on in Tashkent Region",
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  ru: {
    title: "Праздничные и выходные дни",
    intro:
      "Нерабочие праздничные дни в Узбекистане и дополнительные выходные, объявленные указом Президента, на этот и следующий год.",
    next: "Ближайший праздник — {{holiday}}: {{date}}, {{weekday}}.",
    yearHeading: "Праздники {{year}} года",
    date: "Дата",
    weekday: "День недели",
    holiday: "Праздник",
    daysOffHeading: "Дополнительные и перенесённые выходные в {{year}} году",
    daysOffIntro:
      "Дни, которые указ Президента добавляет к праздникам. Если праздник выпадает на выходной, выходной переносится на следующий рабочий день.",
    noDaysOff: "Дополнительные выходные на этот год ещё не объявлены.",
    who: "Для кого",
    dayOff: "Выходной",
    source: "Источник",
    for: {
      all: "Для всех",
      "five-day-week": "При пятидневной рабочей неделе",
      "six-day-week": "При шестидневной рабочей неделе",
    },
    extra: "Дополнительный выходной",
    extraFor: "Дополнительный выходной ({{holiday}})",
    moved: "Перенесённый выходной ({{holiday}})",
    workingDay: "Взамен рабочим днём становится {{weekday}}, {{date}}.",
    sourcesHeading: "Источники",
    sourcesIntro:
      "Праздничные дни установлены статьёй 208 Трудового кодекса. Даты Рамазан хайита и Курбан хайита каждый год определяет постановление Президента на основании решения Управления мусульман Узбекистана: на странице дата появляется только после объявления.",
    filesHeading: "Добавить в календарь или скачать",
    subscribe: "Подписаться на праздники в календаре (webcal)",
    download: "Файл календаря праздников (.ics)",
    data: "Праздничные и выходные дни в виде данных (JSON)",
    calendarLink: "Календарь событий Ташкентской области",
    weekdays: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
  },
};
