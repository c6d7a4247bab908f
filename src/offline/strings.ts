import type { Language } from "../i18n/languages";

/** The offline page's words (issue #17): only that page carries them. */
export const OFFLINE_TEXT = {
  uz: {
    title: "Internet aloqasi yoʻq",
    lead: "Siz ochmoqchi boʻlgan sahifa bu qurilmada saqlanmagan, internet esa hozir yoʻq. Aloqa tiklangach, sahifani qayta oching.",
    retry: "Qayta urinish",
    savedHeading: "Bu qurilmada saqlangan sahifalar",
    savedIntro: "Bu sahifalarni internetsiz ham oʻqish mumkin.",
    none: "Bu qurilmada hali saqlangan sahifa yoʻq. Internet bor paytda ochgan sahifalaringiz shu yerda saqlanadi, turizm boʻlimida esa {{guide}} bir tugma bilan saqlab qoʻyish mumkin.",
    guide: "butun sayohat qoʻllanmasini",
  },
  "uz-cyrl": {
    title: "Интернет алоқаси йўқ",
    lead: "Сиз очмоқчи бўлган саҳифа бу қурилмада сақланмаган, интернет эса ҳозир йўқ. Алоқа тиклангач, саҳифани қайта очинг.",
    retry: "Қайта уриниш",
    savedHeading: "Бу қурилмада сақланган саҳифалар",
    savedIntro: "Бу саҳифаларни интернетсиз ҳам ўқиш мумкин.",
    none: "Бу қурилмада ҳали сақланган саҳифа йўқ. Интернет бор пайтда очган саҳифаларингиз шу ерда сақланади, туризм бўлимида эса {{guide}} бир тугма билан сақлаб қўйиш мумкин.",
    guide: "бутун саёҳат қўлланмасини",
  },
  en: {
    title: "You are offline",
    lead: "The page you asked for isn’t saved on this device, and there is no internet connection right now. Open it again once you are back online.",
    retry: "Try again",
    savedHeading: "Pages saved on this device",
    savedIntro: "You can read these without a connection.",
    none: "Nothing is saved on this device yet. Pages you open while online are kept here, and the tourism section lets you save {{guide}} with one button.",
    guide: "the whole travel guide",
  },
  ru: {
    title: "Нет подключения к интернету",
    lead: "Эта страница не сохранена на устройстве, а интернета сейчас нет. Откройте её снова, когда связь появится.",
    retry: "Попробовать снова",
    savedHeading: "Страницы, сохранённые на этом устройстве",
    savedIntro: "Их можно читать без интернета.",
    none: "На этом устройстве пока ничего не сохранено. Страницы, которые вы открываете при подключении, сохраняются здесь, а в разделе «Туризм» {{guide}} можно сохранить одной кнопкой.",
    guide: "весь путеводитель",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** "Save the tourism guide for offline" (issue #17 §4): travels in the tourism and places-map pages' loader data. */
export const GUIDE_TEXT = {
  uz: {
    heading: "Qoʻllanmani internetsiz oʻqing",
    intro:
      "Togʻlarda — Piskom vodiysida, Badakda, Chimyon yonbagʻirlarida — aloqa koʻpincha boʻlmaydi. Yoʻlga chiqishdan oldin turizm boʻlimining barcha sahifalarini (diqqatga sazovor joylar, mehmonxonalar, ziyoratgohlar, festivallar, etnoturizm, gastronomiya va xarita) rasmlari bilan shu qurilmaga saqlab qoʻying.",
    save: "Qoʻllanmani saqlash",
    size: "Yuklab olinadi: taxminan {{size}}.",
    megabytes: "{{count}} MB",
    saving: "Saqlanmoqda: {{done}} / {{total}} sahifa",
    saved: "Saqlandi — internetsiz ochiladi. Saqlangan sana: {{date}}.",
    remove: "Qurilmadan oʻchirish",
    removed: "Qoʻllanma bu qurilmadan oʻchirildi.",
    full: "Qurilmada joy yetmadi, qoʻllanma saqlanmadi. Joy boʻshatib, qayta urinib koʻring.",
    failed: "Qoʻllanmani saqlab boʻlmadi: aloqa uzildi. Internet barqaror boʻlganda qayta urinib koʻring.",
    unavailable:
      "Bu brauzerda sahifalarni internetsiz oʻqish uchun saqlab boʻlmaydi (yashirin oyna yoki bu imkoniyat yoʻq brauzer).",
  },
  "uz-cyrl": {
    heading: "Қўлланмани интернетсиз ўқинг",
    intro:
      "Тоғларда — Писком водийсида, Бадакда, Чимён ёнбағирларида — алоқа кўпинча бўлмайди. Йўлга чиқишдан олдин туризм бўлимининг барча саҳифаларини (диққатга сазовор жойлар, меҳмонхоналар, зиёратгоҳлар, фестиваллар, этнотуризм, гастрономия ва харита) расмлари билан шу қурилмага сақлаб қўйинг.",
    save: "Қўлланмани сақлаш",
    size: "Юклаб олинади: тахминан {{size}}.",
    megabytes: "{{count}} МБ",
    saving: "Сақланмоқда: {{done}} / {{total}} саҳифа",
    saved: "Сақланди — интернетсиз очилади. Сақланган сана: {{date}}.",
    remove: "Қурилмадан ўчириш",
    removed: "Қўлланма бу қурилмадан ўчирилди.",
    full: "Қурилмада жой етмади, қўлланма сақланмади. Жой бўшатиб, қайта уриниб кўринг.",
    failed: "Қўлланмани сақлаб бўлмади: алоқа узилди. Интернет барқарор бўлганда қайта уриниб кўринг.",
    unavailable:
      "Бу браузерда саҳифаларни интернетсиз ўқиш учун сақлаб бўлмайди (яширин ойна ёки бу имконият йўқ браузер).",
  },
  en: {
    heading: "Take the guide offline",
    intro:
      "In the mountains — the Pskem valley, Badak, the Chimgan slopes — there is often no signal. Before you set off, save every tourism page (sights, hotels, pilgrimage sites, festivals, ethno-tourism, food and the map) with its pictures on this device.",
    save: "Save the guide",
    size: "Download: about {{size}}.",
    megabytes: "{{count}} MB",
    saving: "Saving: {{done}} of {{total}} pages",
    saved: "Saved — available offline. Saved on {{date}}.",
    remove: "Remove from this device",
    removed: "The guide has been removed from this device.",
    full: "There isn’t enough space on this device, so the guide was not saved. Free some space and try again.",
    failed: "The guide could not be saved: the connection dropped. Try again when the connection is steady.",
    unavailable:
      "This browser can’t keep pages for reading offline (a private window, or a browser without this feature).",
  },
  ru: {
    heading: "Путеводитель без интернета",
    intro:
      "В горах — в долине Пскема, в Бадаке, на склонах Чимгана — связи часто нет. Перед поездкой сохраните на это устройство все страницы раздела «Туризм» (достопримечательности, гостиницы, места паломничества, фестивали, этнотуризм, кухню и карту) вместе с фотографиями.",
    save: "Сохранить путеводитель",
    size: "Загрузка: около {{size}}.",
    megabytes: "{{count}} МБ",
    saving: "Сохраняется: {{done}} из {{total}} страниц",
    saved: "Сохранено — открывается без интернета. Дата сохранения: {{date}}",
    remove: "Удалить с устройства",
    removed: "Путеводитель удалён с этого устройства.",
    full: "На устройстве не хватило места, путеводитель не сохранён. Освободите место и попробуйте снова.",
    failed:
      "Не удалось сохранить путеводитель: связь прервалась. Попробуйте снова, когда связь будет устойчивой.",
    unavailable:
      "В этом браузере нельзя сохранять страницы для чтения без интернета (приватное окно или браузер без такой возможности).",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type GuideText = Record<keyof (typeof GUIDE_TEXT)["en"], string>;
