import type { Language } from "../i18n/languages";

/**
 * Words of the calendar's files (issue #32, decision 029) that only loaders and the build read: the open-data
 * page's datasets and the "What is a feed?" lines. Kept out of the page text modules, which ship all languages in
 * the page's script (first-load budget); a loader hands the page the one sentence of its language.
 */
export const FILES_TEXT: Record<
  Language,
  {
    holidaysTitle: string;
    holidaysParts: string;
    holidaysSource: string;
    eventsTitle: string;
    eventsParts: string;
    eventsSource: string;
    updatesTitle: string;
    updatesParts: string;
    updatesSource: string;
    /** On the open-data page. */
    feedHelp: string;
    /** On the calendar page: the same, for its events feed and its subscription. */
    calendarFeedHelp: string;
  }
> = {
  uz: {
    holidaysTitle: "Bayram va dam olish kunlari",
    holidaysParts:
      "Ishlanmaydigan bayram kunlari (sanasi, nomi uch tilda), farmon bilan belgilangan qoʻshimcha va koʻchirilgan dam olish kunlari; Ramazon va Qurbon hayitining sanasi rasman eʼlon qilinganidan keyingina",
    holidaysSource:
      "Mehnat kodeksining 208-moddasi, Prezident qaror va farmonlari (har bir sananing manbasi faylda)",
    eventsTitle: "Tadbirlar taqvimi",
    eventsParts:
      "Festivallar, mavsumlar va bayramlar: sanalari, joyi, manbalari; taqvim dasturlari uchun iCalendar (.ics) fayli va Atom tasmasi",
    eventsSource: "Har bir tadbirning manbasi faylda va taqvim sahifasida",
    updatesTitle: "Saytdagi yangi va yangilangan sahifalar",
    updatesParts:
      "Oxirgi oʻzgargan {{count}} sahifa: sarlavhasi, manzili, qisqacha mazmuni, eʼlon qilingan va yangilangan sanasi",
    updatesSource: "Sayt sahifalarining oʻzi",
    feedHelp:
      "Tasma nima? Atom tasmasi — saytdagi yangiliklarni kuzatish uchun fayl: uning manzilini tasma oʻqish dasturiga (RSS-oʻquvchiga) qoʻshsangiz, yangi yozuvlar oʻzi koʻrinadi. iCalendar (.ics) faylini telefon yoki kompyuterdagi taqvimga qoʻshish mumkin.",
    calendarFeedHelp:
      "Tasma nima? Saytni kuzatish uchun fayl: uning manzilini tasma oʻqish dasturiga (RSS-oʻquvchiga) qoʻshsangiz, taqvimdagi yangi yozuvlar oʻzi koʻrinadi. Taqvimga obuna boʻlsangiz esa, u telefon yoki kompyuteringizdagi taqvimda oʻzi yangilanib turadi.",
  },
  "uz-cyrl": {
    holidaysTitle: "Байрам ва дам олиш кунлари",
    holidaysParts:
      "Ишланмайдиган байрам кунлари (санаси, номи уч тилда), фармон билан белгиланган қўшимча ва кўчирилган дам олиш кунлари; Рамазон ва Қурбон ҳайитининг санаси расман эълон қилинганидан кейингина",
    holidaysSource:
      "Меҳнат кодексининг 208-моддаси, Президент қарор ва фармонлари (ҳар бир сананинг манбаси файлда)",
    eventsTitle: "Тадбирлар тақвими",
    eventsParts:
      "Фестиваллар, мавсумлар ва байрамлар: саналари, жойи, манбалари; тақвим дастурлари учун iCalendar (.ics) файли ва Atom тасмаси",
    eventsSource: "Ҳар бир тадбирнинг манбаси файлда ва тақвим саҳифасида",
    updatesTitle: "Сайтдаги янги ва янгиланган саҳифалар",
    updatesParts:
      "Охирги ўзгарган {{count}} саҳифа: сарлавҳаси, манзили, қисқача мазмуни, эълон қилинган ва янгиланган санаси",
    updatesSource: "Сайт саҳифаларининг ўзи",
    feedHelp:
      "Тасма нима? Atom тасмаси — сайтдаги янгиликларни кузатиш учун файл: унинг манзилини тасма ўқиш дастурига (RSS-ўқувчига) қўшсангиз, янги ёзувлар ўзи кўринади. iCalendar (.ics) файлини телефон ёки компьютердаги тақвимга қўшиш мумкин.",
    calendarFeedHelp:
      "Тасма нима? Сайтни кузатиш учун файл: унинг манзилини тасма ўқиш дастурига (RSS-ўқувчига) қўшсангиз, тақвимдаги янги ёзувлар ўзи кўринади. Тақвимга обуна бўлсангиз эса, у телефон ёки компьютерингиздаги тақвимда ўзи янгиланиб туради.",
  },
  en: {
    holidaysTitle: "Public holidays and days off",
    holidaysParts:
      "Public holidays (date, name in three languages), extra and moved days off declared by decree; the dates of Ramazon hayit and Qurbon hayit only once they are officially announced",
    holidaysSource:
      "Labour Code, article 208; presidential resolutions and decrees (each date's source is in the file)",
    eventsTitle: "What’s on",
    eventsParts:
      "Festivals, seasons and public holidays: dates, place, sources; an iCalendar (.ics) file for calendar apps and an Atom feed",
    eventsSource: "Each entry's sources are in the file and on the calendar page",
    updatesTitle: "New and updated pages",
    updatesParts:
      "The {{count}} most recently changed pages: title, address, summary, dates published and updated",
    updatesSource: "The site's own pages",
    feedHelp:
      "What is a feed? An Atom feed is a file for following a site: add its address to a feed reader (an RSS reader) and new entries show up there by themselves. An iCalendar (.ics) file can be added to the calendar on your phone or computer.",
    calendarFeedHelp:
      "What is a feed? A file for following a site: add its address to a feed reader (an RSS reader) and new calendar entries show up there by themselves. Subscribe to the calendar instead, and it keeps itself up to date in the calendar app on your phone or computer.",
  },
  ru: {
    holidaysTitle: "Праздничные и выходные дни",
    holidaysParts:
      "Нерабочие праздничные дни (дата, название на трёх языках), дополнительные и перенесённые выходные по указам; даты Рамазан и Курбан хайита — только после официального объявления",
    holidaysSource:
      "Статья 208 Трудового кодекса, постановления и указы Президента (источник каждой даты указан в файле)",
    eventsTitle: "Календарь событий",
    eventsParts:
      "Фестивали, сезоны и праздники: даты, место, источники; файл iCalendar (.ics) для приложений-календарей и лента Atom",
    eventsSource: "Источники каждой записи указаны в файле и на странице календаря",
    updatesTitle: "Новые и обновлённые страницы",
    updatesParts:
      "{{count}} последних изменённых страниц: заголовок, адрес, краткое содержание, даты публикации и обновления",
    updatesSource: "Страницы самого сайта",
    feedHelp:
      "Что такое лента? Лента Atom — это файл, по которому можно следить за сайтом: добавьте её адрес в программу для чтения лент (RSS-ридер), и новые записи будут появляться там сами. Файл iCalendar (.ics) можно добавить в календарь на телефоне или компьютере.",
    calendarFeedHelp:
      "Что такое лента? Это файл, по которому можно следить за сайтом: добавьте адрес ленты в программу для чтения лент (RSS-ридер), и новые записи календаря будут появляться там сами. А если подписаться на календарь, он сам будет обновляться в календаре на телефоне или компьютере.",
  },
};
