import type { Language } from "../i18n/languages";

/** The search page's words (issue #16): part of its own script, so no other page downloads them. */
export const SEARCH_TEXT = {
  uz: {
    title: "Qidiruv",
    intro: "Sayt sahifalari orasidan soʻz yoki joy nomi boʻyicha qidiring.",
    label: "Saytdan qidirish",
    submit: "Qidirish",
    open: "Qidiruv",
    results: "{{count}} ta natija",
    resultsOne: "1 ta natija",
    nothing: "Hech narsa topilmadi",
    nothingHint: "Boshqa soʻz bilan yoki qisqaroq qilib yozib koʻring. Quyida saytning barcha sahifalari.",
    hint: "Soʻz yoki joy nomini yozing, masalan: Chorvoq, mehmonxona, petroglif.",
    loading: "Qidirilmoqda…",
    unavailable:
      "Qidiruv bu brauzerda ishlamayapti (JavaScript oʻchirilgan yoki internet aloqasi yoʻq). Quyida saytning barcha sahifalari roʻyxati keltirilgan.",
    more: "Yana koʻrsatish",
    azHeading: "Saytning barcha sahifalari",
    other: "Boshqa sahifalar",
    section: "Boʻlim",
  },
  en: {
    title: "Search",
    intro: "Find a word or a place name on any page of the site.",
    label: "Search the site",
    submit: "Search",
    open: "Search",
    results: "{{count}} results",
    resultsOne: "1 result",
    nothing: "Nothing found",
    nothingHint: "Try another word, or a shorter one. Every page of the site is listed below.",
    hint: "Type a word or a place name, for example Charvak, hotel or petroglyphs.",
    loading: "Searching…",
    unavailable:
      "Search is not working in this browser (JavaScript is off, or the connection dropped). Every page of the site is listed below.",
    more: "Show more",
    azHeading: "Every page of the site",
    other: "Other pages",
    section: "Section",
  },
  ru: {
    title: "Поиск",
    intro: "Найдите слово или название места на любой странице сайта.",
    label: "Поиск по сайту",
    submit: "Найти",
    open: "Поиск",
    results: "Результатов: {{count}}",
    resultsOne: "Результатов: 1",
    nothing: "Ничего не найдено",
    nothingHint: "Попробуйте другое или более короткое слово. Ниже — все страницы сайта.",
    hint: "Введите слово или название места, например: Чарвак, гостиница, петроглифы.",
    loading: "Идёт поиск…",
    unavailable:
      "Поиск в этом браузере не работает (JavaScript отключён или нет связи). Ниже — список всех страниц сайта.",
    more: "Показать ещё",
    azHeading: "Все страницы сайта",
    other: "Другие страницы",
    section: "Раздел",
  },
} satisfies Record<Language, Record<string, string>>;

export type SearchText = (typeof SEARCH_TEXT)["en"];
