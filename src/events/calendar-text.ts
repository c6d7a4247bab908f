import type { Language } from "../i18n/languages";
import type { EventCategory, EventStatus } from "./event";

/**
 * The calendar page's words (issue #32): part of that page's own script and of the build, so the other pages do not
 * download them.
 */
export interface CalendarText {
  title: string;
  intro: string;
  /** Before the build date: `As of 27 November 2026`. */
  asOf: string;
  thisMonth: string;
  filtersLabel: string;
  categoryHeading: string;
  districtHeading: string;
  all: string;
  /** What a filter shows, before its name: `Showing only: Festival`. */
  showing: string;
  showAll: string;
  emptyMonth: string;
  usually: string;
  place: string;
  /** The tourism overview's link to this page. */
  overviewLink: string;
  /** A festival's card: its next announced dates, or the last ones. */
  nextDates: string;
  lastDates: string;
  /** The files for calendar apps and feed readers (decision 029). */
  filesHeading: string;
  subscribe: string;
  download: string;
  feed: string;
  holidaysLink: string;
  /** Each dated entry's `.ics` file (screen readers hear the entry's name after it). */
  addToCalendar: string;
  /** An event's own page. */
  when: string;
  organiser: string;
  officialLink: string;
  article: string;
  sources: string;
  /** `Checked against its sources on {{date}}`. */
  checked: string;
  backToCalendar: string;
  /** The links to the archive's years (past editions: issue #32). */
  pastYears: string;
  /** An archive year's heading and introduction: `What was on in {{year}}`. */
  archiveTitle: string;
  archiveIntro: string;
  categories: Record<EventCategory, string>;
  statuses: Record<Exclude<EventStatus, "scheduled">, string>;
}

export const CALENDAR_TEXT: Record<Language, CalendarText> = {
  uz: {
    title: "Tadbirlar taqvimi",
    intro:
      "Toshkent viloyatida keyingi oʻn ikki oyda boʻladigan festivallar, mavsumlar va bayramlar: sanasi eʼlon qilinganlari — sanasi bilan, qolganlari — odatda qachon oʻtishi bilan.",
    asOf: "{{date}} holatiga koʻra",
    thisMonth: "Shu oy",
    filtersLabel: "Taqvimni saralash",
    categoryHeading: "Turi",
    districtHeading: "Tuman",
    all: "Hammasi",
    showing: "Faqat shular koʻrsatilmoqda:",
    showAll: "Hammasini koʻrsatish",
    emptyMonth: "Bu oy taqvimda tadbir yoʻq.",
    usually: "Sanasi hali eʼlon qilinmagan",
    place: "Joyi",
    overviewLink: "Butun taqvim",
    nextDates: "Navbatdagisi: {{dates}}",
    lastDates: "Oxirgisi: {{dates}}",
    filesHeading: "Taqvim dasturiga qoʻshish",
    subscribe: "Taqvimga obuna boʻlish (webcal)",
    download: "Butun taqvim fayli (.ics)",
    feed: "Tadbirlar tasmasi (Atom)",
    holidaysLink: "Bayram va dam olish kunlari",
    addToCalendar: "Taqvimga qoʻshish (.ics)",
    when: "Qachon",
    organiser: "Tashkilotchi",
    officialLink: "Rasmiy sahifasi",
    article: "Batafsil",
    sources: "Manbalar",
    checked: "Maʼlumot {{date}} holatiga koʻra manbalar bilan tekshirilgan.",
    backToCalendar: "Tadbirlar taqvimiga qaytish",
    pastYears: "Oʻtgan yillar",
    archiveTitle: "{{year}}-yilda boʻlib oʻtgan tadbirlar",
    archiveIntro:
      "{{year}}-yilda boʻlib oʻtgan festival va mavsumlar. Har birining oʻz sahifasi bor: sanalari, joyi va manbalari bilan.",
    categories: {
      festival: "Festival",
      sport: "Sport",
      season: "Mavsum",
      holiday: "Bayram",
      culture: "Madaniyat",
    },
    statuses: { cancelled: "Bekor qilindi", postponed: "Keyinga qoldirildi" },
  },
  "uz-cyrl": {
    title: "Тадбирлар тақвими",
    intro:
      "Тошкент вилоятида кейинги ўн икки ойда бўладиган фестиваллар, мавсумлар ва байрамлар: санаси эълон қилинганлари — санаси билан, қолганлари — одатда қачон ўтиши билан.",
    asOf: "{{date}} ҳолатига кўра",
    thisMonth: "Шу ой",
    filtersLabel: "Тақвимни саралаш",
    categoryHeading: "Тури",
    districtHeading: "Туман",
    all: "Ҳаммаси",
    showing: "Фақат шулар кўрсатилмоқда:",
    showAll: "Ҳаммасини кўрсатиш",
    emptyMonth: "Бу ой тақвимда тадбир йўқ.",
    usually: "Санаси ҳали эълон қилинмаган",
    place: "Жойи",
    overviewLink: "Бутун тақвим",
    nextDates: "Навбатдагиси: {{dates}}",
    lastDates: "Охиргиси: {{dates}}",
    filesHeading: "Тақвим дастурига қўшиш",
    subscribe: "Тақвимга обуна бўлиш (webcal)",
    download: "Бутун тақвим файли (.ics)",
    feed: "Тадбирлар тасмаси (Atom)",
    holidaysLink: "Байрам ва дам олиш кунлари",
    addToCalendar: "Тақвимга қўшиш (.ics)",
    when: "Қачон",
    organiser: "Ташкилотчи",
    officialLink: "Расмий саҳифаси",
    article: "Батафсил",
    sources: "Манбалар",
    checked: "Маълумот {{date}} ҳолатига кўра манбалар билан текширилган.",
    backToCalendar: "Тадбирлар тақвимига қайтиш",
    pastYears: "Ўтган йиллар",
    archiveTitle: "{{year}}-йилда бўлиб ўтган тадбирлар",
    archiveIntro:
      "{{year}}-йилда бўлиб ўтган фестиваль ва мавсумлар. Ҳар бирининг ўз саҳифаси бор: саналари, жойи ва манбалари билан.",
    categories: {
      festival: "Фестиваль",
      sport: "Спорт",
      season: "Мавсум",
      holiday: "Байрам",
      culture: "Маданият",
    },
    statuses: { cancelled: "Бекор қилинди", postponed: "Кейинга қолдирилди" },
  },
  en: {
    title: "What’s on",
    intro:
      "Festivals, seasons and public holidays in Tashkent Region over the next twelve months: with their dates where they have been announced, otherwise with when they usually happen.",
    asOf: "As of {{date}}",
    thisMonth: "This month",
    filtersLabel: "Filter the calendar",
    categoryHeading: "Category",
    districtHeading: "District",
    all: "All",
    showing: "Showing only:",
    showAll: "Show everything",
    emptyMonth: "Nothing in the calendar this month.",
    usually: "Dates not announced yet",
    place: "Where",
    overviewLink: "The whole calendar",
    nextDates: "Next: {{dates}}",
    lastDates: "Last held: {{dates}}",
    filesHeading: "In your calendar app",
    subscribe: "Subscribe to this calendar (webcal)",
    download: "The whole calendar as a file (.ics)",
    feed: "Events feed (Atom)",
    holidaysLink: "Public holidays and days off",
    addToCalendar: "Add to calendar (.ics)",
    when: "When",
    organiser: "Organiser",
    officialLink: "Official page",
    article: "More about it",
    sources: "Sources",
    checked: "Checked against its sources on {{date}}.",
    backToCalendar: "Back to What’s on",
    pastYears: "Past years",
    archiveTitle: "What was on in {{year}}",
    archiveIntro:
      "Festivals and seasons of {{year}} that have ended. Each keeps its own page, with its dates, its place and its sources.",
    categories: {
      festival: "Festival",
      sport: "Sport",
      season: "Season",
      holiday: "Public holiday",
      culture: "Culture",
    },
    statuses: { cancelled: "Cancelled", postponed: "Postponed" },
  },
  ru: {
    title: "Календарь событий",
    intro:
      "Фестивали, сезоны и праздники Ташкентской области на ближайшие двенадцать месяцев: с датами, если их уже объявили, а если нет — с тем, когда они обычно проходят.",
    asOf: "По состоянию на {{date}}",
    thisMonth: "Этот месяц",
    filtersLabel: "Фильтр календаря",
    categoryHeading: "Категория",
    districtHeading: "Район",
    all: "Все",
    showing: "Показано только:",
    showAll: "Показать всё",
    emptyMonth: "В этом месяце в календаре нет событий.",
    usually: "Даты пока не объявлены",
    place: "Где",
    overviewLink: "Весь календарь",
    nextDates: "Ближайший: {{dates}}",
    lastDates: "Последний: {{dates}}",
    filesHeading: "В вашем календаре",
    subscribe: "Подписаться на календарь (webcal)",
    download: "Весь календарь одним файлом (.ics)",
    feed: "Лента событий (Atom)",
    holidaysLink: "Праздничные и выходные дни",
    addToCalendar: "Добавить в календарь (.ics)",
    when: "Когда",
    organiser: "Организатор",
    officialLink: "Официальная страница",
    article: "Подробнее",
    sources: "Источники",
    checked: "По состоянию на {{date}} сведения сверены с источниками.",
    backToCalendar: "Вернуться к календарю событий",
    pastYears: "Прошлые годы",
    archiveTitle: "События {{year}} года",
    archiveIntro:
      "Фестивали и сезоны {{year}} года, которые уже прошли. У каждого осталась своя страница — с датами, местом и источниками.",
    categories: {
      festival: "Фестиваль",
      sport: "Спорт",
      season: "Сезон",
      holiday: "Праздник",
      culture: "Культура",
    },
    statuses: { cancelled: "Отменено", postponed: "Перенесено" },
  },
};
