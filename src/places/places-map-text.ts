import type { Language } from "../i18n/languages";

/**
 * The places map page's words (issue #15): part of that page's own script and of the build, so the other pages
 * do not download them. The map link's label stays in the UI strings (placesMap.link).
 */
export const PLACES_MAP_TEXT = {
  uz: {
    title: "Joylar xaritasi",
    intro:
      "Saytda yozilgan barcha diqqatga sazovor joylar, mehmonxonalar, ziyoratgohlar va festivallar viloyat xaritasida.",
    mapLabel: "Toshkent viloyatidagi joylar xaritasi",
    kinds: {
      sight: "diqqatga sazovor joy",
      hotel: "mehmonxona va dam olish maskani",
      pilgrimage: "ziyoratgoh",
      festival: "festival",
    },
    legendHeading: "Belgilar",
    listHeading: "Tumanlar boʻyicha joylar",
    approximate: "taxminiy joylashuv",
    link: "Joylar xaritasi",
    note: "Bir-biriga yaqin joylarning belgilari yonma-yon qoʻyilgan; chiziq haqiqiy nuqtaga olib boradi.",
    insetShort: "Chorvoq–Chimyon",
    insetLabel: "Chorvoq va Chimyon atrofi (kattalashtirilgan)",
    insetNote: "Chorvoq va Chimyon atrofidagi joylar alohida, kattaroq xaritada.",
    credit:
      "Xarita maʼlumotlari: © OpenStreetMap hissa qoʻshuvchilari (ODbL, 2021-yil avgust holati) · Natural Earth · GeoNames (CC BY 4.0).",
  },
  "uz-cyrl": {
    title: "Жойлар харитаси",
    intro:
      "Сайтда ёзилган барча диққатга сазовор жойлар, меҳмонхоналар, зиёратгоҳлар ва фестиваллар вилоят харитасида.",
    mapLabel: "Тошкент вилоятидаги жойлар харитаси",
    kinds: {
      sight: "диққатга сазовор жой",
      hotel: "меҳмонхона ва дам олиш маскани",
      pilgrimage: "зиёратгоҳ",
      festival: "фестиваль",
    },
    legendHeading: "Белгилар",
    listHeading: "Туманлар бўйича жойлар",
    approximate: "тахминий жойлашув",
    link: "Жойлар харитаси",
    note: "Бир-бирига яқин жойларнинг белгилари ёнма-ён қўйилган; чизиқ ҳақиқий нуқтага олиб боради.",
    insetShort: "Чорвоқ–Чимён",
    insetLabel: "Чорвоқ ва Чимён атрофи (катталаштирилган)",
    insetNote: "Чорвоқ ва Чимён атрофидаги жойлар алоҳида, каттароқ харитада.",
    credit:
      "Харита маълумотлари: © OpenStreetMap ҳисса қўшувчилари (ODbL, 2021-йил август ҳолати) · Natural Earth · GeoNames (CC BY 4.0).",
  },
  en: {
    title: "Map of places",
    intro:
      "Every sight, place to stay, pilgrimage site and festival the site describes, on the map of the region.",
    mapLabel: "Map of places in Tashkent Region",
    kinds: { sight: "sight", hotel: "hotel or resort", pilgrimage: "pilgrimage site", festival: "festival" },
    legendHeading: "Key",
    listHeading: "Places by district",
    approximate: "approximate location",
    link: "Map of places",
    note: "Pins of places close together are set side by side; a line leads to the real spot.",
    insetShort: "Charvak–Chimgan",
    insetLabel: "Charvak and Chimgan area (enlarged)",
    insetNote: "The places around Charvak and Chimgan are on the enlarged map.",
    credit:
      "Map data: © OpenStreetMap contributors (ODbL, as of August 2021) · Made with Natural Earth · Contains data from GeoNames (CC BY 4.0).",
  },
  ru: {
    title: "Карта мест",
    intro:
      "Все достопримечательности, гостиницы, места паломничества и фестивали, о которых рассказывает сайт, на карте области.",
    mapLabel: "Карта мест Ташкентской области",
    kinds: {
      sight: "достопримечательность",
      hotel: "гостиница или курорт",
      pilgrimage: "место паломничества",
      festival: "фестиваль",
    },
    legendHeading: "Условные обозначения",
    listHeading: "Места по районам",
    approximate: "местоположение приблизительное",
    link: "Карта мест",
    note: "Метки близко расположенных мест разнесены; линия ведёт к настоящей точке.",
    insetShort: "Чарвак–Чимган",
    insetLabel: "Окрестности Чарвака и Чимгана (крупнее)",
    insetNote: "Места вокруг Чарвака и Чимгана — на отдельной, более крупной карте.",
    credit:
      "Данные карты: © участники OpenStreetMap (ODbL, по состоянию на август 2021 года) · Natural Earth · GeoNames (CC BY 4.0).",
  },
};

export type PlacesMapText = (typeof PLACES_MAP_TEXT)["en"];
PLACES_MAP_TEXT satisfies Record<Language, PlacesMapText>;
