import type { Language } from "../i18n/languages";

/**
 * The districts page's own words (the table's date header, its notes and the map key's number line): part of that
 * page's script and of the build, so that the other pages do not download them (decision 005's budget).
 */
export const DISTRICTS_PAGE_TEXT = {
  uz: {
    tableOrder: "Tuman va shaharlar shimoldan janubga, xaritadagi raqamlari tartibida berilgan.",
    legendNumber: "Raqam — quyidagi jadvaldagi «№» ustuni",
    populationNote:
      "Aholi — Toshkent viloyati statistika boshqarmasi maʼlumotlariga koʻra doimiy aholi; 22 ta tuman va shahar birgalikda viloyatning {{total}} nafar aholisini tashkil etadi. Statistika sahifalaridagi viloyat aholisi soni keyingi sanaga tegishli.",
    areaNote:
      "Maydon — turli yillardagi maʼlumotnoma raqamlari; ayrimlari 2021 va 2024-yillarda yerlarning Toshkent shahriga oʻtkazilishidan oldingi holatni koʻrsatadi.",
    areaMissingNote: "«Maydoni» ustunidagi chiziqcha: eʼlon qilingan maʼlumot topilmadi ({{names}}).",
    populationOn: "{{date}} holatiga aholisi",
    areaMissing: "topilmadi, jadval ostidagi izohga qarang",
  },
  "uz-cyrl": {
    tableOrder: "Туман ва шаҳарлар шимолдан жанубга, харитадаги рақамлари тартибида берилган.",
    legendNumber: "Рақам — қуйидаги жадвалдаги «№» устуни",
    populationNote:
      "Аҳоли — Тошкент вилояти статистика бошқармаси маълумотларига кўра доимий аҳоли; 22 та туман ва шаҳар биргаликда вилоятнинг {{total}} нафар аҳолисини ташкил этади. Статистика саҳифаларидаги вилоят аҳолиси сони кейинги санага тегишли.",
    areaNote:
      "Майдон — турли йиллардаги маълумотнома рақамлари; айримлари 2021 ва 2024-йилларда ерларнинг Тошкент шаҳрига ўтказилишидан олдинги ҳолатни кўрсатади.",
    areaMissingNote: "«Майдони» устунидаги чизиқча: эълон қилинган маълумот топилмади ({{names}}).",
    populationOn: "{{date}} ҳолатига аҳолиси",
    areaMissing: "топилмади, жадвал остидаги изоҳга қаранг",
  },
  en: {
    tableOrder: "Listed from north to south, in the order of their numbers on the map.",
    legendNumber: "Number: the No. column of the table below",
    populationNote:
      "Population: permanent residents as counted by the Tashkent regional department of statistics; together the 22 districts and cities make up the region's {{total}}. The region's population on the statistics pages is of a later date.",
    areaNote:
      "Area: reference figures of different years; some date from before the transfers of land to Tashkent city in 2021 and 2024.",
    areaMissingNote: "A dash in the Area column: no published figure was found ({{names}}).",
    populationOn: "Population, {{date}}",
    areaMissing: "not found, see the note under the table",
  },
  ru: {
    tableOrder: "Районы и города перечислены с севера на юг, в порядке их номеров на карте.",
    legendNumber: "Номер — столбец «№» в таблице ниже",
    populationNote:
      "Население — постоянные жители по данным управления статистики Ташкентской области; в сумме по 22 районам и городам — {{total}}. Население области на страницах статистики дано на более позднюю дату.",
    areaNote:
      "Площадь — справочные данные разных лет; часть из них относится ко времени до передачи земель Ташкенту в 2021 и 2024 годах.",
    areaMissingNote: "Прочерк в столбце «Площадь»: опубликованные данные о площади не найдены ({{names}}).",
    populationOn: "Население на {{date}}",
    areaMissing: "не найдена, см. примечание под таблицей",
  },
};

export type DistrictsPageText = (typeof DISTRICTS_PAGE_TEXT)["en"];
DISTRICTS_PAGE_TEXT satisfies Record<Language, DistrictsPageText>;
