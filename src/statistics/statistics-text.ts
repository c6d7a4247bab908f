import type { Language } from "../i18n/languages";

/**
 * What a statistics article's figures say around the numbers (issue #18). The figures are rendered at build time
 * (scripts/postbuild.ts), so these words stay out of the UI strings every page downloads.
 */
export const STATISTICS_TEXT = {
  uz: {
    figuresHeading: "Raqamlarda",
    chartName: "{{title}}: diagramma; raqamlar quyidagi jadvalda",
    showTable: "Jadvalni koʻrsatish",
    hideTable: "Jadvalni yashirish",
    source: "Manba",
    compiledFrom: "Tuzishda foydalanilgan manbalar",
    note: "Izoh",
    date: "Sana",
    category: "Nomi",
    value: "Qiymat",
    download: "Maʼlumotlarni yuklab olish",
    csv: "CSV jadval",
    json: "JSON",
    openDataLink: "Saytning barcha ochiq maʼlumotlari",
    rangeKey: "manba oraliqni koʻrsatgan",
  },
  en: {
    figuresHeading: "In figures",
    chartName: "{{title}}: chart; the figures are in the table below",
    showTable: "Show the table",
    hideTable: "Hide the table",
    source: "Source",
    compiledFrom: "Compiled from",
    note: "Note",
    date: "Date",
    category: "Name",
    value: "Value",
    download: "Download the data",
    csv: "CSV table",
    json: "JSON",
    openDataLink: "All of the site's open data",
    rangeKey: "the source gives a range",
  },
  ru: {
    figuresHeading: "В цифрах",
    chartName: "{{title}}: диаграмма; цифры — в таблице ниже",
    showTable: "Показать таблицу",
    hideTable: "Скрыть таблицу",
    source: "Источник",
    compiledFrom: "Составлено по данным",
    note: "Примечание",
    date: "Дата",
    category: "Наименование",
    value: "Значение",
    download: "Скачать данные",
    csv: "Таблица CSV",
    json: "JSON",
    openDataLink: "Все открытые данные сайта",
    rangeKey: "источник приводит диапазон",
  },
} satisfies Record<Language, Record<string, string>>;

export type StatisticsText = (typeof STATISTICS_TEXT)["en"];
