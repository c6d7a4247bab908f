import type { Language } from "../i18n/languages";
import type { SectionKey } from "./sections";

/**
 * The line under each section page's heading, also its description for search engines. Build-only: the section
 * page's data carries its own line, so the strings every page downloads do not (decision 005's budget).
 */
export const SECTION_INTROS: Record<Language, Record<SectionKey, string>> = {
  uz: {
    aboutus: "Viloyat boshqaruvi, tarixi, statistikasi va sporti haqida maʼlumotlar.",
    tourism:
      "Togʻlar, suv omborlari, ziyoratgohlar va mehmondoʻst qishloqlar: viloyat boʻylab sayohat uchun.",
    investment: "Investitsion muhit, sanoat korxonalari va amalga oshirilgan loyihalar.",
    "education-and-culture":
      "Oliy taʼlim muassasalari, diniy bagʻrikenglik, xalqlar doʻstligi va milliy meros.",
    business: "Viloyatda biznes ochish, ish topish va koʻchmas mulk boʻyicha amaliy qoʻllanmalar.",
  },
  "uz-cyrl": {
    aboutus: "Вилоят бошқаруви, тарихи, статистикаси ва спорти ҳақида маълумотлар.",
    tourism: "Тоғлар, сув омборлари, зиёратгоҳлар ва меҳмондўст қишлоқлар: вилоят бўйлаб саёҳат учун.",
    investment: "Инвестицион муҳит, саноат корхоналари ва амалга оширилган лойиҳалар.",
    "education-and-culture":
      "Олий таълим муассасалари, диний бағрикенглик, халқлар дўстлиги ва миллий мерос.",
    business: "Вилоятда бизнес очиш, иш топиш ва кўчмас мулк бўйича амалий қўлланмалар.",
  },
  en: {
    aboutus: "The region's administration, history, statistics and sport.",
    tourism:
      "Mountains, reservoirs, shrines and welcoming villages: everything for a trip around the region.",
    investment: "The investment climate, the region's industry and the projects already completed.",
    "education-and-culture":
      "Universities, religious tolerance, the friendship of peoples and the national heritage.",
    business: "Practical guides to starting a business, finding work and real estate in the region.",
  },
  ru: {
    aboutus: "Управление областью, её история, статистика и спорт.",
    tourism: "Горы, водохранилища, святыни и гостеприимные сёла: всё для поездки по области.",
    investment: "Инвестиционный климат, промышленность области и уже реализованные проекты.",
    "education-and-culture": "Вузы, религиозная толерантность, дружба народов и национальное наследие.",
    business: "Практические советы: как открыть бизнес, найти работу и купить недвижимость в области.",
  },
};
