import type { Language } from "../i18n/languages";

/**
 * Emergency numbers and the official tourism contact (issue #15, facts file section D), shown on the tourism
 * overview and the offline page (issue #30): their loaders hand them to the page, so no other page downloads them.
 */
export const EMERGENCY_TEXT = {
  uz: {
    heading: "Favqulodda raqamlar",
    intro: "Viloyatning istalgan joyidan bepul qoʻngʻiroq qilish mumkin.",
    numbers: {
      "112": "Yagona navbatchilik-dispetcherlik xizmati (2024-yil iyunidan Toshkent viloyatida ishlaydi)",
      "101": "Yongʻin va qutqaruv xizmati",
      "102": "Politsiya",
      "103": "Tez tibbiy yordam",
      "104": "Gaz avariya xizmati",
      "1050": "Favqulodda vaziyatlar vazirligining ishonch telefoni",
    },
    tourismHeading: "Turizm boʻyicha murojaat",
    tourismText:
      "Viloyat hokimligi huzuridagi Turizmni rivojlantirish boshqarmasining Boʻstonliq, Parkent va Ohangaron tumanlarida boʻlinmalari bor. Savollar bilan viloyat hokimligiga murojaat qilish mumkin:",
  },
  "uz-cyrl": {
    heading: "Фавқулодда рақамлар",
    intro: "Вилоятнинг исталган жойидан бепул қўнғироқ қилиш мумкин.",
    numbers: {
      "112": "Ягона навбатчилик-диспетчерлик хизмати (2024-йил июнидан Тошкент вилоятида ишлайди)",
      "101": "Ёнғин ва қутқарув хизмати",
      "102": "Полиция",
      "103": "Тез тиббий ёрдам",
      "104": "Газ авария хизмати",
      "1050": "Фавқулодда вазиятлар вазирлигининг ишонч телефони",
    },
    tourismHeading: "Туризм бўйича мурожаат",
    tourismText:
      "Вилоят ҳокимлиги ҳузуридаги Туризмни ривожлантириш бошқармасининг Бўстонлиқ, Паркент ва Оҳангарон туманларида бўлинмалари бор. Саволлар билан вилоят ҳокимлигига мурожаат қилиш мумкин:",
  },
  en: {
    heading: "Emergency numbers",
    intro: "Free to call from anywhere in the region.",
    numbers: {
      "112": "Unified emergency dispatch (in Tashkent Region since June 2024)",
      "101": "Fire and rescue",
      "102": "Police",
      "103": "Ambulance",
      "104": "Gas emergencies",
      "1050": "Ministry of Emergency Situations hotline",
    },
    tourismHeading: "Tourism enquiries",
    tourismText:
      "The Department of Tourism Development under the regional administration has offices in the Bo'stonliq, Parkent and Ohangaron districts. For questions, contact the regional administration:",
  },
  ru: {
    heading: "Экстренные номера",
    intro: "Звонки бесплатные из любой точки области.",
    numbers: {
      "112": "Единая дежурно-диспетчерская служба (в Ташкентской области с июня 2024 года)",
      "101": "Пожарная и спасательная служба",
      "102": "Полиция",
      "103": "Скорая помощь",
      "104": "Аварийная газовая служба",
      "1050": "Телефон доверия Министерства по чрезвычайным ситуациям",
    },
    tourismHeading: "Вопросы о туризме",
    tourismText:
      "Управление по развитию туризма при хокимияте области имеет подразделения в Бостанлыкском, Паркентском и Ахангаранском районах. С вопросами можно обратиться в хокимият области:",
  },
};

export type EmergencyText = (typeof EMERGENCY_TEXT)["en"];
EMERGENCY_TEXT satisfies Record<Language, EmergencyText>;
