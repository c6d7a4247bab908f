import type { Language } from "../i18n/languages";

/**
 * The open-data page's texts and the download files' column headers (issue #18). Used at build time only (the
 * open-data page's loader and scripts/postbuild.ts), so they stay out of the UI strings every page downloads.
 */
export const OPEN_DATA_TEXT = {
  uz: {
    title: "Ochiq maʼlumotlar",
    intro:
      "Saytda eʼlon qilingan barcha maʼlumotlar toʻplamlari: tuman va shaharlar jadvali va chegaralari, joylar va ularning koordinatalari, statistika qatorlari. Ularni manbani koʻrsatgan holda erkin foydalanish mumkin.",
    licenceHeading: "Litsenziya",
    licence:
      "Sayt tuzgan toʻplamlar Creative Commons Attribution 4.0 (CC BY 4.0) litsenziyasi ostida: foydalanganda «Toshkent viloyati hokimligi rasmiy sayti» va har bir qatorning asl manbasini koʻrsating. Koordinatalarning bir qismi GeoNames (CC BY 4.0) maʼlumotlaridan olingan; tuman va shaharlar chegaralari OpenStreetMap maʼlumotlari boʻlib, ODbL 1.0 litsenziyasi ostida qoladi: ulardan foydalanganda «© OpenStreetMap hissa qoʻshuvchilari» deb koʻrsating.",
    licenceLink: "Litsenziya matni",
    formatHeading: "Fayllar haqida",
    format:
      "CSV fayllar UTF-8 kodlashda (BOM bilan), vergul bilan ajratilgan, sarlavha qatori sahifa tilida. Sonlarda kasr qismi nuqta bilan ajratiladi, sanalar ISO 8601 shaklida (2025-01-01; 2024-01/2024-06 — yanvar–iyun); «long-term» — koʻp yillik oʻrtacha, manba yillarini koʻrsatmagan. Manba oraliq bergan joyda uning chegaralari alohida ikki ustunda, qiymat katagi boʻsh. JSON va GeoJSON fayllarda nomlar uch tilda beriladi.",
    datasetsHeading: "Toʻplamlar",
    parts: "Tarkibi",
    sources: "Manba",
    files: "Yuklab olish",
    page: "Sahifa",
    districtsTitle: "Tuman va shaharlar",
    districtsParts: "15 tuman va 7 shahar: maydoni, aholisi (sanasi bilan), markazi",
    districtsSource:
      "Aholi — Milliy statistika qoʻmitasi Toshkent viloyati boshqarmasi; maydon — turli yillardagi maʼlumotnomalar (har bir qatorning manbasi faylda)",
    boundariesTitle: "Tuman va shaharlar chegaralari",
    boundariesParts: "22 tuman va shaharning chegarasi (MultiPolygon), nomlari uch tilda",
    boundariesSource:
      "OpenStreetMap (2022-yil iyul holati). 2024-yil martida Yuqori Chirchiq va Oʻrta Chirchiq tumanlaridan Toshkent shahriga berilgan yerlar hali tumanlar tarkibida koʻrsatilgan.",
    osmCredit: "© OpenStreetMap hissa qoʻshuvchilari",
    records: "Yozuvlar soni",
    updated: "Yangilangan",
    licenceLabel: "Litsenziya",
    kilobytes: "{{value}} KB",
    placesTitle: "Joylar va ularning koordinatalari",
    placesParts:
      "Diqqatga sazovor joylar, mehmonxonalar, ziyoratgohlar va festivallar: tumani, koordinatalari, aniqligi, balandligi, Toshkentdan yoʻl masofasi",
    placesSource:
      "GeoNames (CC BY 4.0) va sayt muharrirlari aniqlagan nuqtalar (har bir nuqtaning manbasi faylda)",
    unitKinds: { district: "tuman", city: "shahar" },
    districtsHeader: {
      name: "Nomi",
      kind: "Turi",
      centre: "Markazi",
      area: "Maydoni, km²",
      population: "Aholisi, kishi",
      populationDate: "Aholi sanasi",
      areaSource: "Maydon manbasi",
      populationSource: "Aholi manbasi",
    },
    placesHeader: {
      name: "Nomi",
      kind: "Turi",
      district: "Tuman yoki shahar",
      lat: "Kenglik",
      lon: "Uzunlik",
      precision: "Aniqlik",
      altitude: "Balandlik, m",
      distance: "Toshkentdan yoʻl, km",
      page: "Sahifa",
      pointSource: "Nuqta manbasi",
    },
    csvHeader: {
      indicator: "Koʻrsatkich",
      category: "Nomi",
      date: "Sana",
      value: "Qiymat",
      unit: "Birlik",
      source: "Manba",
      sourceUrl: "Manba havolasi",
    },
    rangeHeader: { low: "Oraliq boshi", high: "Oraliq oxiri" },
  },
  en: {
    title: "Open data",
    intro:
      "Every dataset this site publishes: the districts and cities with their boundaries, the places with their coordinates, and the statistics series. You are free to reuse them with credit.",
    licenceHeading: "Licence",
    licence:
      'The site\'s own compilations are published under Creative Commons Attribution 4.0 (CC BY 4.0): credit "Official website of the Tashkent Region administration" and the original source of each series. Some coordinates come from GeoNames (CC BY 4.0); the district and city boundaries are OpenStreetMap data and stay under the ODbL 1.0: credit "© OpenStreetMap contributors" when you use them.',
    licenceLink: "The licence",
    formatHeading: "About the files",
    format:
      "CSV files are UTF-8 with a byte-order mark, comma-separated, with a header row in the page's language. Numbers use a full stop for decimals; dates are ISO 8601 (2025-01-01; 2024-01/2024-06 means January–June); “long-term” marks a long-term average whose years the source does not state. Where a source gives a range, two more columns hold its ends and the value cell is empty. JSON and GeoJSON files give names in all three languages.",
    datasetsHeading: "Datasets",
    parts: "Contents",
    sources: "Source",
    files: "Download",
    page: "Page",
    districtsTitle: "Districts and cities",
    districtsParts: "15 districts and 7 cities: area, population (with its date), administrative centre",
    districtsSource:
      "Population: National Statistics Committee, Tashkent Region office; area: reference works of different years (each row's source is in the file)",
    boundariesTitle: "District and city boundaries",
    boundariesParts:
      "The outline of each of the 22 districts and cities (MultiPolygon), with names in three languages",
    boundariesSource:
      "OpenStreetMap (as of July 2022). The land that passed from Yuqori Chirchiq and O'rta Chirchiq districts to Tashkent city in March 2024 is still shown within those districts.",
    osmCredit: "© OpenStreetMap contributors",
    records: "Records",
    updated: "Last updated",
    licenceLabel: "Licence",
    kilobytes: "{{value}} KB",
    placesTitle: "Places and their coordinates",
    placesParts:
      "Sights, places to stay, pilgrimage sites and festivals: district, coordinates, precision, altitude, road distance from Tashkent",
    placesSource:
      "GeoNames (CC BY 4.0) and points established by the site's editors (each point's source is in the file)",
    unitKinds: { district: "district", city: "city" },
    districtsHeader: {
      name: "Name",
      kind: "Kind",
      centre: "Centre",
      area: "Area, km²",
      population: "Population",
      populationDate: "Population date",
      areaSource: "Area source",
      populationSource: "Population source",
    },
    placesHeader: {
      name: "Name",
      kind: "Kind",
      district: "District or city",
      lat: "Latitude",
      lon: "Longitude",
      precision: "Precision",
      altitude: "Altitude, m",
      distance: "Road from Tashkent, km",
      page: "Page",
      pointSource: "Point source",
    },
    csvHeader: {
      indicator: "Indicator",
      category: "Name",
      date: "Date",
      value: "Value",
      unit: "Unit",
      source: "Source",
      sourceUrl: "Source URL",
    },
    rangeHeader: { low: "Range from", high: "Range to" },
  },
  ru: {
    title: "Открытые данные",
    intro:
      "Все наборы данных, которые публикует сайт: районы и города с их границами, места с координатами, статистические ряды. Их можно свободно использовать со ссылкой на источник.",
    licenceHeading: "Лицензия",
    licence:
      "Подборки сайта публикуются на условиях Creative Commons Attribution 4.0 (CC BY 4.0): укажите «Официальный сайт хокимията Ташкентской области» и первоисточник каждого ряда. Часть координат взята из GeoNames (CC BY 4.0); границы районов и городов — данные OpenStreetMap, они остаются под лицензией ODbL 1.0: при использовании укажите «© участники OpenStreetMap».",
    licenceLink: "Текст лицензии",
    formatHeading: "О файлах",
    format:
      "Файлы CSV — в кодировке UTF-8 с меткой порядка байтов, поля разделены запятыми, строка заголовков на языке страницы. Дробная часть чисел отделяется точкой, даты записаны по ISO 8601 (2025-01-01; 2024-01/2024-06 — январь–июнь); «long-term» означает среднее многолетнее значение, годы которого источник не указывает. Если источник даёт диапазон, его границы стоят в двух отдельных столбцах, а ячейка значения пуста. В файлах JSON и GeoJSON названия даны на трёх языках.",
    datasetsHeading: "Наборы данных",
    parts: "Состав",
    sources: "Источник",
    files: "Скачать",
    page: "Страница",
    districtsTitle: "Районы и города",
    districtsParts: "15 районов и 7 городов: площадь, население (с датой), административный центр",
    districtsSource:
      "Население — управление Национального комитета по статистике по Ташкентской области; площадь — справочные издания разных лет (источник каждой строки указан в файле)",
    boundariesTitle: "Границы районов и городов",
    boundariesParts: "Контуры всех 22 районов и городов (MultiPolygon), названия на трёх языках",
    boundariesSource:
      "OpenStreetMap (по состоянию на июль 2022 года). Земли, переданные в марте 2024 года из Юкоричирчикского и Уртачирчикского районов городу Ташкенту, показаны ещё в составе этих районов.",
    osmCredit: "© участники OpenStreetMap",
    records: "Число записей",
    updated: "Обновлено",
    licenceLabel: "Лицензия",
    kilobytes: "{{value}} КБ",
    placesTitle: "Места и их координаты",
    placesParts:
      "Достопримечательности, гостиницы, места паломничества и фестивали: район, координаты, точность, высота, расстояние по дороге от Ташкента",
    placesSource:
      "GeoNames (CC BY 4.0) и точки, установленные редакцией сайта (источник каждой точки указан в файле)",
    unitKinds: { district: "район", city: "город" },
    districtsHeader: {
      name: "Название",
      kind: "Тип",
      centre: "Центр",
      area: "Площадь, км²",
      population: "Население, человек",
      populationDate: "Дата численности",
      areaSource: "Источник площади",
      populationSource: "Источник численности",
    },
    placesHeader: {
      name: "Название",
      kind: "Тип",
      district: "Район или город",
      lat: "Широта",
      lon: "Долгота",
      precision: "Точность",
      altitude: "Высота, м",
      distance: "От Ташкента по дороге, км",
      page: "Страница",
      pointSource: "Источник точки",
    },
    csvHeader: {
      indicator: "Показатель",
      category: "Наименование",
      date: "Дата",
      value: "Значение",
      unit: "Единица",
      source: "Источник",
      sourceUrl: "Ссылка на источник",
    },
    rangeHeader: { low: "Диапазон от", high: "Диапазон до" },
  },
} satisfies Record<Language, Record<string, unknown>>;

export type OpenDataText = (typeof OPEN_DATA_TEXT)["en"];
