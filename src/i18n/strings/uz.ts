/** Uzbek UI strings: the source language of the interface (spec §1). en.ts and ru.ts have identical keys. */
export const uz = {
  site: {
    name: "Toshkent viloyati",
    tagline: "Yangi manzillar, keng imkoniyatlar",
    description:
      "Toshkent viloyati hokimligining rasmiy axborot sayti: viloyat tarixi, statistika, turizm, investitsiyalar, taʼlim, madaniyat va biznes haqida maʼlumotlar.",
    logoAlt: "Toshkent viloyati — bosh sahifa",
    organization: "Toshkent viloyati hokimligi",
  },
  nav: {
    main: "Asosiy menyu",
    footer: "Sayt xaritasi",
    home: "Bosh sahifa",
    about: "Viloyat haqida",
    accessibility: "Foydalanish qulayligi",
    aboutus: "Biz haqimizda",
    tourism: "Turizm",
    investment: "Investitsiya",
    "education-and-culture": "Taʼlim va madaniyat",
    business: "Biznes",
    gallery: "Galereya",
    administration: "Administratsiya",
    "regional-history": "Viloyat tarixi",
    statistics: "Statistika",
    sport: "Sport",
    hotels: "Mehmonxona va dam olish maskanlari",
    festivals: "Festival va tadbirlar",
    sights: "Diqqatga sazovor joylar",
    "nightlife-and-gastronomy": "Tungi va gastronomik koʻchalar",
    pilgrimage: "Ziyorat turizmi",
    "ethno-tourism": "Etnoturizm",
    "tourism-potential": "Turizm salohiyati",
    "investment-environment": "Investitsion muhit",
    "completed-projects": "Amalga oshirilgan loyihalar",
    "international-projects": "Xalqaro moliyaviy tashkilotlar bilan hamkarlikdagi loyihalar",
    industry: "Sanoat",
    economy: "Iqtisodiyot: korxona va xoʻjaliklar",
    "investment-contact": "Bogʻlanish",
    education: "Taʼlim",
    "religious-tolerance": "Diniy bagʻrikenglik",
    "friendship-of-peoples": "Xalqlar doʻstligi",
    "national-dishes": "Milliy taomlar va hunarmandchilik",
    "start-business": "Biznes ochish",
    work: "Ish",
    "real-state": "Koʻchmas mulk",
    photo: "Foto galereya",
    videoGalery: "Video galereya",
    sectionMenu: "{{section}} boʻlimi menyusi",
    openSubmenu: "{{name}} boʻlimini ochish",
    breadcrumbs: "Navigatsiya yoʻli",
  },
  sectionIntro: {
    aboutus: "Viloyat boshqaruvi, tarixi, statistikasi va sporti haqida maʼlumotlar.",
    tourism:
      "Togʻlar, suv omborlari, ziyoratgohlar va mehmondoʻst qishloqlar: viloyat boʻylab sayohat uchun.",
    investment: "Investitsion muhit, sanoat korxonalari va amalga oshirilgan loyihalar.",
    "education-and-culture":
      "Oliy taʼlim muassasalari, diniy bagʻrikenglik, xalqlar doʻstligi va milliy meros.",
    business: "Viloyatda biznes ochish, ish topish va koʻchmas mulk boʻyicha amaliy qoʻllanmalar.",
  },
  buttons: {
    readMore: "Batafsil",
    goBack: "Orqaga qaytish",
    openMenu: "Menyuni ochish",
    closeMenu: "Menyuni yopish",
    language: "Til: {{language}}",
    chooseLanguage: "Tilni tanlang",
    skipToContent: "Asosiy mazmunga oʻtish",
    toggleSection: "{{name}}",
    seeAll: "Barchasini koʻrish ({{count}})",
  },
  status: {
    loading: "Maʼlumotlar yuklanmoqda",
    notFound: "Maʼlumot topilmadi",
    notFoundHint: "Soʻralgan maqola mavjud emas yoki oʻchirilgan.",
    imageUnavailable: "Rasm",
  },
  home: {
    heroTitle: "Toshkent viloyati",
    pauseVideo: "Fon videosini toʻxtatish",
    playVideo: "Fon videosini qayta ijro etish",
    overviewHeading: "Viloyat bir qarashda",
    overviewIntro:
      "Toshkent viloyati Gʻarbiy Tyan-Shan togʻlaridan Sirdaryo boʻyigacha choʻzilgan: bu yerda togʻ kurortlari, qadimiy shaharlar xarobalari va yirik sanoat markazlari bor. 2019-yil oktabrida Nurafshonda oʻtgan «Invest in Tashkent Region» xalqaro investitsiya forumida 1 mlrd AQSh dollarlik shartnomalar imzolandi.",
    tiles: {
      general: {
        title: "Umumiy maʼlumot",
        text: "Viloyat 1938-yil 15-yanvarda tashkil etilgan. Maydoni taxminan 15,3 ming km², tarkibida 15 ta tuman va viloyatga boʻysunuvchi 7 ta shahar bor, markazi — Nurafshon.",
      },
      tourism: {
        title: "Turizm",
        text: "Viloyatda Chimyon va Amirsoy togʻ-changʻi kurortlari, Chorvoq suv ombori, Ugom-Chotqol milliy tabiat bogʻi va Zangi ota ziyoratgohi joylashgan.",
      },
      investment: {
        title: "Investitsiyalar",
        text: "2024-yilning yanvar–iyun oylarida viloyatda 8 672,1 mlrd soʻm toʻgʻridan-toʻgʻri xorijiy investitsiya oʻzlashtirildi — bu bir yil avvalgidan 2,7 baravar koʻp.",
      },
      industry: {
        title: "Sanoat",
        text: "2022-yilda sanoat yalpi hududiy mahsulotning 47,9 foizini berdi — Navoiy viloyatidan keyin ikkinchi oʻrin. Yirik markazlar — Olmaliq, Bekobod, Chirchiq va Angren.",
      },
      forum: {
        title: "Xalqaro forum",
        text: "2019-yil 25–26-oktabrda Nurafshonda oʻtgan «Invest in Tashkent Region» forumiga 40 dan ortiq davlatdan 350 dan ziyod mehmon keldi, 1 mlrd dollarlik shartnomalar imzolandi.",
      },
      opportunities: {
        title: "Imkoniyatlar",
        text: "Viloyatda «Angren» erkin iqtisodiy zonasi va mamlakatdagi birinchi «Chorvoq» erkin turistik zonasi bor; kichik sanoat zonalarida 2023–2025-yillarga 98 ta loyiha rejalashtirilgan.",
      },
    },
    discoveryHeading: "Viloyatni kashf eting",
    discovery: {
      aboutus: { label: "Biz haqimizda", text: "Viloyat boshqaruvi, tarixi, statistikasi va sporti haqida." },
      education: {
        label: "Taʼlim va madaniyat",
        text: "Oliygohlar, diniy bagʻrikenglik, xalqlar doʻstligi va milliy meros haqida.",
      },
      tourism: {
        label: "Turizm",
        text: "Togʻlar, suv omborlari, ziyoratgohlar va mehmon uylari boʻylab sayohat.",
      },
      investment: {
        label: "Investitsiya",
        text: "Investitsion muhit, sanoat va amalga oshirilgan loyihalar.",
      },
      business: {
        label: "Biznes",
        text: "Biznes ochish, ish topish va koʻchmas mulk boʻyicha amaliy maslahatlar.",
      },
      gallery: { label: "Galereya", text: "Viloyat hayotidan foto va videolavhalar." },
    },
    carouselHeading: "Foto lavhalar",
    carouselLabel: "Viloyat suratlari",
    carouselPrevious: "Oldingi suratlar",
    carouselNext: "Keyingi suratlar",
    slideLabel: "{{total}} tadan {{n}}-surat",
    imageN: "{{n}}-surat",
    viewGallery: "Foto galereyani ochish",
    faqHeading: "Eng koʻp beriladigan savollar",
    faq: {
      location: {
        question: "Toshkent viloyati qayerda joylashgan?",
        answer:
          "Viloyat Oʻzbekistonning shimoli-sharqida, Gʻarbiy Tyan-Shan togʻlari bilan Sirdaryo oraligʻida joylashgan. U shimol va shimoli-gʻarbda Qozogʻiston, shimoli-sharqda Qirgʻiziston, janubda Tojikiston, sharqda Namangan viloyati, janubi-gʻarbda Sirdaryo viloyati bilan chegaradosh. Toshkent shahri alohida maʼmuriy birlik, viloyat markazi esa Nurafshon shahri.",
      },
      industry: {
        question: "Viloyatda qanday sanoat tarmoqlari rivojlangan?",
        answer:
          "Olmaliq kon-metallurgiya kombinati 2023-yilda 148 ming tonna mis va 17 tonnadan ortiq oltin ishlab chiqardi. Bekobodda Oʻzbekiston metallurgiya kombinati, Chirchiqda mamlakatdagi eng yirik mineral oʻgʻit ishlab chiqaruvchi «Maxam-Chirchiq» korxonasi ishlaydi. Angrenda qoʻngʻir koʻmir 1948-yildan beri ochiq usulda qazib olinadi.",
      },
      investment: {
        question: "Viloyatga qancha investitsiya kiritilmoqda?",
        answer:
          "Viloyat statistika boshqarmasi maʼlumotiga koʻra, 2024-yilning yanvar–iyun oylarida 8 672,1 mlrd soʻm toʻgʻridan-toʻgʻri xorijiy investitsiya oʻzlashtirildi — oʻtgan yilning shu davridagidan 2,7 baravar koʻp; yetakchilar Ohangaron va Yuqori Chirchiq tumanlari. 2019-yil oktabrida Nurafshondagi xalqaro investitsiya forumida 1 mlrd AQSh dollarlik shartnomalar imzolangan. 2017-yil holatiga koʻra «Angren» maxsus sanoat zonasidagi 22 ta loyihaning umumiy qiymati 233,9 mln dollarni tashkil etgan.",
      },
      significance: {
        question: "Viloyat Oʻzbekiston uchun nega muhim?",
        answer:
          "2022-yilning yanvar–sentabr oylarida viloyat mamlakat sanoatidagi yalpi qoʻshilgan qiymatning 19,2 foizini yaratdi — Navoiy viloyati va Toshkent shahridan keyin uchinchi oʻrin. Bekobod metallurgiya kombinati 2011-yilda Oʻzbekiston qora metallurgiyasining qariyb 90 foizini taʼminlagan. 2023-yilda viloyatda 1 521,7 mln dona tuxum ishlab chiqarildi — bu barcha hududlar orasida eng koʻp. 2026-yil 1-yanvar holatiga viloyat aholisi 3 160,7 ming kishini tashkil etadi.",
      },
      projects: {
        question: "Viloyatda qanday yirik loyihalar amalga oshirilmoqda?",
        answer:
          "Olmaliq kon-metallurgiya kombinatining 2017-yilda boshlangan «Yoshlik-1» loyihasi qiymati 5,122 mlrd dollar; 2024-yil 1-iyulgacha unga 3 197 mln dollar sarflangan. 2026-yil yanvarida Bekobodda yiliga 1,04 mln tonnagacha mahsulot chiqaradigan 834 mln dollarlik quyish-prokat majmuasi ishga tushdi. 2018-yilda Angrenda Oʻzbekistondagi birinchi shina zavodi qurib bitkazildi, 2019-yil 21-dekabrda esa Boʻstonliq tumanida Amirsoy togʻ-changʻi kurorti ochildi.",
      },
      resources: {
        question: "Viloyat qanday tabiiy boyliklarga ega?",
        answer:
          "Togʻlarda mis, molibden, rux, oltin, kumush va nodir metallar bor: Olmaliq kombinati oʻz resurslarini 45 mln tonnadan ortiq mis va 5 ming tonnadan ortiq oltin deb baholaydi (2022). 1933-yilda ochilgan Angren konida taxminan 1,9 mlrd tonna qoʻngʻir koʻmir zaxirasi aniqlangan. Chirchiq va Ohangaron daryolari viloyatni suv bilan taʼminlaydi, Chorvoq suv omborining hajmi qariyb 2 km³. Ugom-Chotqol milliy tabiat bogʻida 2 200 ga yaqin oʻsimlik turi uchraydi.",
      },
    },
  },
  gallery: {
    photoIntro: "Viloyat tabiati, shaharlari va anʼanalari tasvirlangan foto lavhalar.",
    videoIntro: "Viloyat manzaralari va hayotidan qisqa videolavhalar.",
    toVideo: "Video galereyaga oʻtish",
    toPhoto: "Foto galereyaga oʻtish",
    openPhoto: "Rasmni kattalashtirish: {{caption}}",
    photoViewer: "Rasmni koʻrish",
    close: "Yopish",
    previousPhoto: "Oldingi rasm",
    nextPhoto: "Keyingi rasm",
    counter: "{{n}} / {{total}}",
    playClip: "Videoni koʻrish: {{title}}",
    videoPlayer: "Video pleyer",
    videoFallback: "Brauzeringiz videoni koʻrsata olmadi. Faylni yuklab oling:",
  },
  footer: {
    contactsHeading: "Bogʻlanish",
    addressLabel: "Manzil",
    address: "Nurafshon shahri, Toshkent yoʻli koʻchasi, 90-uy",
    phonesLabel: "Telefonlar",
    websiteLabel: "Rasmiy sayt",
    receptionLabel: "Fuqarolarni qabul qilish",
    reception: "Umumiy boʻlim orqali roʻyxatdan oʻtiladi; pasport va arizani olib keling.",
    socialHeading: "Ijtimoiy tarmoqlar",
    credit:
      "Sayt Toshkent viloyati hokimligi huzuridagi Axborot-kommunikatsiya texnologiyalarini rivojlantirish markazi mutaxassislari tomonidan ishlab chiqilgan.",
    copyright: "© 2025 Toshkent viloyati hokimligi",
    socialLink: "{{name}} (yangi oynada)",
  },
  notFoundPage: {
    title: "Sahifa topilmadi",
    text: "Bunday sahifa yoʻq. Bosh sahifaga yoʻnaltirilmoqda…",
    link: "Bosh sahifaga oʻtish",
  },
};
