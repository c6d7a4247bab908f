import type { UiStrings } from "./types";

export const en = {
  site: {
    name: "Tashkent Region",
    tagline: "New destinations, wide opportunities",
    description:
      "The official information site of the Tashkent Region administration: the region's history, statistics, tourism, investment, education, culture and business.",
    logoAlt: "Tashkent Region — home page",
    organization: "Tashkent Region administration",
  },
  nav: {
    main: "Main menu",
    footer: "Site map",
    home: "Home",
    about: "About the region",
    accessibility: "Accessibility",
    aboutus: "About us",
    tourism: "Tourism",
    investment: "Investment",
    "education-and-culture": "Education and culture",
    business: "Business",
    gallery: "Gallery",
    administration: "Administration",
    "regional-history": "Regional history",
    statistics: "Statistics",
    sport: "Sport",
    hotels: "Hotels and resorts",
    festivals: "Festivals and events",
    sights: "Sights",
    "nightlife-and-gastronomy": "Nightlife and gastronomy",
    pilgrimage: "Pilgrimage tourism",
    "ethno-tourism": "Ethno-tourism",
    "tourism-potential": "Tourism potential",
    "investment-environment": "Investment environment",
    "completed-projects": "Completed projects",
    "international-projects": "Projects with international financial organisations",
    industry: "Industry",
    economy: "Economy: enterprises and farms",
    "investment-contact": "Contact",
    education: "Education",
    "religious-tolerance": "Religious tolerance",
    "friendship-of-peoples": "Friendship of peoples",
    "national-dishes": "National dishes and handicrafts",
    "start-business": "Starting a business",
    work: "Work",
    "real-state": "Real estate",
    photo: "Photo gallery",
    videoGalery: "Video gallery",
    sectionMenu: "{{section}} section menu",
    openSubmenu: "Open {{name}}",
    breadcrumbs: "Breadcrumb",
  },
  sectionIntro: {
    aboutus: "The region's administration, history, statistics and sport.",
    tourism:
      "Mountains, reservoirs, shrines and welcoming villages: everything for a trip around the region.",
    investment: "The investment climate, the region's industry and the projects already completed.",
    "education-and-culture":
      "Universities, religious tolerance, the friendship of peoples and the national heritage.",
    business: "Practical guides to starting a business, finding work and real estate in the region.",
  },
  buttons: {
    readMore: "Read more",
    goBack: "Go back",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    language: "Language: {{language}}",
    chooseLanguage: "Choose a language",
    skipToContent: "Skip to main content",
    toggleSection: "{{name}}",
    seeAll: "See all ({{count}})",
  },
  status: {
    loading: "Loading data",
    notFound: "No data found",
    notFoundHint: "The article you asked for does not exist or has been removed.",
    imageUnavailable: "Image",
  },
  home: {
    heroTitle: "Tashkent Region",
    pauseVideo: "Pause background video",
    playVideo: "Play background video",
    overviewHeading: "The region at a glance",
    overviewIntro:
      "Tashkent Region runs from the western Tien Shan down to the Syr Darya, with mountain resorts, ancient city sites and large industrial towns. At the Invest in Tashkent Region international investment forum, held in Nurafshon in October 2019, contracts worth USD 1 billion were signed.",
    tiles: {
      general: {
        title: "General information",
        text: "Formed on 15 January 1938, the region covers about 15,300 km² and has 15 districts and 7 cities of regional status. Its administrative centre is Nurafshon.",
      },
      tourism: {
        title: "Tourism",
        text: "The Chimgan and Amirsoy ski resorts, the Charvak reservoir, the Ugam-Chatkal National Park and the Zangi ota shrine are all in the region.",
      },
      investment: {
        title: "Investment",
        text: "In January–June 2024, 8,672.1 billion soums of foreign direct investment was put to use in the region, 2.7 times as much as a year earlier.",
      },
      industry: {
        title: "Industry",
        text: "Industry made up 47.9% of the region's gross product in 2022, second only to Navoi region. The main centres are Olmaliq, Bekobod, Chirchiq and Angren.",
      },
      forum: {
        title: "International forum",
        text: "Invest in Tashkent Region, held in Nurafshon on 25–26 October 2019, brought together more than 350 guests from over 40 countries. Contracts worth USD 1 billion were signed.",
      },
      opportunities: {
        title: "Opportunities",
        text: "The region has the Angren free economic zone and Charvak, Uzbekistan's first free tourist zone; 98 projects are planned in small industrial zones for 2023–2025.",
      },
    },
    discoveryHeading: "Discover the region",
    discovery: {
      aboutus: { label: "About us", text: "How the region is run, its history, statistics and sport." },
      education: {
        label: "Education and culture",
        text: "Universities, faiths, the region's peoples and their heritage.",
      },
      tourism: { label: "Tourism", text: "Mountains, reservoirs, shrines and village guest houses." },
      investment: { label: "Investment", text: "The investment climate, industry and completed projects." },
      business: {
        label: "Business",
        text: "Practical guides to starting a business, finding work and property.",
      },
      gallery: { label: "Gallery", text: "Photos and short videos from across the region." },
    },
    carouselHeading: "Photo highlights",
    carouselLabel: "Photos of the region",
    carouselPrevious: "Previous photos",
    carouselNext: "Next photos",
    slideLabel: "{{n}} of {{total}}",
    imageN: "Image {{n}}",
    viewGallery: "Open the photo gallery",
    faqHeading: "Frequently asked questions",
    faq: {
      location: {
        question: "Where is Tashkent Region?",
        answer:
          "The region lies in the north-east of Uzbekistan, between the western Tien Shan mountains and the Syr Darya. It borders Kazakhstan to the north and north-west, Kyrgyzstan to the north-east, Tajikistan to the south, Namangan region to the east and Sirdaryo region to the south-west. The capital, Tashkent, is a separate administrative unit; the region's centre is Nurafshon.",
      },
      industry: {
        question: "What industry does the region have?",
        answer:
          "The Almalyk Mining and Metallurgical Combine in Olmaliq produced 148,000 tonnes of copper and more than 17 tonnes of gold in 2023. Bekobod has the Uzbek Metallurgical Plant, and Chirchiq has Maxam-Chirchiq, the country's largest maker of mineral fertilisers. At Angren, brown coal has been mined in an open pit since 1948.",
      },
      investment: {
        question: "How much investment does the region attract?",
        answer:
          "According to the regional statistics office, 8,672.1 billion soums of foreign direct investment was used in January–June 2024, 2.7 times more than a year earlier, led by Ohangaron and Yuqori Chirchiq districts. Contracts worth USD 1 billion were signed at the region's international investment forum in Nurafshon in October 2019. By 2017 the 22 projects in the Angren special industrial zone were worth USD 233.9 million in total.",
      },
      significance: {
        question: "Why does the region matter to Uzbekistan?",
        answer:
          "In January–September 2022 it produced 19.2% of the country's industrial value added, third after Navoi region and Tashkent city. The Bekobod steel plant accounted for about 90% of Uzbekistan's ferrous metallurgy in 2011. In 2023 the region produced 1,521.7 million eggs, more than any other region, and on 1 January 2026 it had 3,160,700 residents.",
      },
      projects: {
        question: "What are the main projects?",
        answer:
          "The Almalyk combine's Yoshlik-1 project, launched in 2017, is costed at USD 5.122 billion; USD 3,197 million had been spent by 1 July 2024. In January 2026 a USD 834 million casting and rolling complex opened in Bekobod, able to make up to 1.04 million tonnes of products a year. Uzbekistan's first tyre plant was completed in Angren in 2018, and the Amirsoy ski resort in Bo'stonliq district opened on 21 December 2019.",
      },
      resources: {
        question: "What natural resources does the region have?",
        answer:
          "The mountains hold copper, molybdenum, zinc, gold, silver and rare metals; the Almalyk combine puts its resources at more than 45 million tonnes of copper and over 5,000 tonnes of gold (2022). The Angren deposit, found in 1933, has about 1.9 billion tonnes of explored brown coal. The Chirchiq and Ohangaron rivers supply water, and the Charvak reservoir holds about 2 km³. The Ugam-Chatkal National Park has about 2,200 plant species.",
      },
    },
  },
  gallery: {
    photoIntro: "Pictures of the region's nature, towns and traditions.",
    videoIntro: "Short clips of the region's landscapes and life.",
    toVideo: "Go to the video gallery",
    toPhoto: "Go to the photo gallery",
    openPhoto: "Enlarge photo: {{caption}}",
    photoViewer: "Photo viewer",
    close: "Close",
    previousPhoto: "Previous photo",
    nextPhoto: "Next photo",
    counter: "{{n}} of {{total}}",
    playClip: "Play video: {{title}}",
    videoPlayer: "Video player",
    videoFallback: "Your browser cannot play this video. Download the file:",
  },
  footer: {
    contactsHeading: "Contact",
    addressLabel: "Address",
    address: "90 Toshkent yoʻli street, Nurafshon",
    phonesLabel: "Phones",
    websiteLabel: "Official website",
    receptionLabel: "Citizens' reception",
    reception: "Register with the General Department; bring your passport and a written application.",
    socialHeading: "Social media",
    credit:
      "This site was made by specialists of the Information and Communication Technology Development Centre of the Tashkent Region administration.",
    copyright: "© 2025 Tashkent Region administration",
    socialLink: "{{name}} (opens in a new window)",
  },
  notFoundPage: {
    title: "Page not found",
    text: "There is no such page. Taking you to the home page…",
    link: "Go to the home page",
  },
} satisfies UiStrings;
