import type { Language } from "../i18n/languages";

/**
 * The home page's "Plan your trip" strip and the tourism and investment tiles' links (issue #30): they travel in the
 * home page's loader data, so the UI strings every page downloads do not grow with them.
 */
export const HOME_TEXT = {
  uz: {
    plan: {
      heading: "Safaringizni rejalashtiring",
      placesMap: "Xaritadagi joylar",
      districtsMap: "Tumanlar va shaharlar xaritasi",
      search: "Saytdan qidirish",
      guide: "Qoʻllanmani internetsiz oʻqing",
    },
    tileLinks: {
      tourism: "Xaritadagi diqqatga sazovor joylar",
      investment: "Investitsiya muhiti va loyihalar",
    },
  },
  "uz-cyrl": {
    plan: {
      heading: "Сафарингизни режалаштиринг",
      placesMap: "Харитадаги жойлар",
      districtsMap: "Туманлар ва шаҳарлар харитаси",
      search: "Сайтдан қидириш",
      guide: "Қўлланмани интернетсиз ўқинг",
    },
    tileLinks: {
      tourism: "Харитадаги диққатга сазовор жойлар",
      investment: "Инвестиция муҳити ва лойиҳалар",
    },
  },
  en: {
    plan: {
      heading: "Plan your trip",
      placesMap: "Places on the map",
      districtsMap: "Map of districts and cities",
      search: "Search the site",
      guide: "Take the guide offline",
    },
    tileLinks: {
      tourism: "Places to visit on the map",
      investment: "Investment climate and projects",
    },
  },
  ru: {
    plan: {
      heading: "Спланируйте поездку",
      placesMap: "Места на карте",
      districtsMap: "Карта районов и городов",
      search: "Поиск по сайту",
      guide: "Путеводитель без интернета",
    },
    tileLinks: {
      tourism: "Достопримечательности на карте",
      investment: "Инвестиционный климат и проекты",
    },
  },
} as const satisfies Record<Language, unknown>;

export type HomeText = (typeof HOME_TEXT)[Language];
