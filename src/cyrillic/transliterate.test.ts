import { describe, expect, it } from "vitest";
import { markdownToCyrillic, riskyTokens, toCyrillic } from "./lexicon.server";
import { createConverter } from "./lexicon";

/** [Latin, Cyrillic] pairs, one table per rule; each pair is one test a reader would notice failing. */
const table = (pairs: string) =>
  pairs
    .trim()
    .split("\n")
    .map((line) => line.split("→").map((side) => side.trim()) as [string, string]);

const RULE_LETTERS = table(`
  ota → ота
  bola → бола
  daryo → дарё
  qishloq → қишлоқ
  hokim → ҳоким
  xalq → халқ
  xabar → хабар
  hosil → ҳосил
  qizil → қизил
  jamoa → жамоа
  vatan → ватан
  fan → фан
  zamin → замин
  pul → пул
  tog → тог
  oʻrik → ўрик
  oʻzbek → ўзбек
  koʻl → кўл
  boʻston → бўстон
  togʻ → тоғ
  bogʻ → боғ
  gʻalla → ғалла
  ogʻir → оғир
  shahar → шаҳар
  bosh → бош
  qush → қуш
  choy → чой
  kichik → кичик
  uch → уч
  chiroq → чироқ
  ming → минг
  keng → кенг
  dengiz → денгиз
  tong → тонг
  ingliz → инглиз
  qoʻngʻir → қўнғир
  changʻi → чанғи
  koʻngil → кўнгил
  yangi → янги
  yaqin → яқин
  yoz → ёз
  yomgʻir → ёмғир
  yulduz → юлдуз
  yurt → юрт
  yer → ер
  yetti → етти
  yil → йил
  yigit → йигит
  yoʻl → йўл
  yoʻq → йўқ
  oyoq → оёқ
  qiyofa → қиёфа
  bayon → баён
  xayol → хаёл
  soya → соя
  dunyo → дунё
  tayyor → тайёр
  qayin → қайин
  kuyov → куёв
  poyezd → поезд
  proyekt → проект
  kiyev → киев
  ilmiy → илмий
  milliy → миллий
  tarixiy → тарихий
  uy → уй
  oy → ой
  kuy → куй
  bey → бей
  turizm → туризм
  viloyat → вилоят
  tuman → туман
  suv → сув
  ombor → омбор
  kurort → курорт
  metall → металл
  million → миллион
  direktor → директор
  kompaniya → компания
  respublika → республика
  metro → метро
  avtobus → автобус
  kilometr → километр
  gektar → гектар
  statistika → статистика
  universitet → университет
  institut → институт
  zavod → завод
  kombinat → комбинат
  plyaj → пляж
  byudjet → бюджет
  aktyor → актёр
  samolyot → самолёт
  menyu → меню
  posyolka → посёлка
`);

const E_AND_ETA = table(`
  el → эл
  eski → эски
  ekin → экин
  ertaga → эртага
  erkin → эркин
  eng → энг
  esa → эса
  ekologiya → экология
  eksport → экспорт
  elektr → электр
  energiya → энергия
  etnoturizm → этнотуризм
  aeroport → аэропорт
  poeziya → поэзия
  gidroelektr → гидроэлектр
  kanoe → каноэ
  duel → дуэл
  kel → кел
  men → мен
  sen → сен
  beshta → бешта
  temir → темир
  sher → шер
  dehqon → деҳқон
  mehmon → меҳмон
  teatr → театр
  tepa → тепа
  muzey → музей
`);

const APOSTROPHES = table(`
  maʼlumot → маълумот
  taʼlim → таълим
  sanʼat → санъат
  eʼlon → эълон
  sheʼr → шеър
  qatʼiy → қатъий
  masʼul → масъул
  manʼ → манъ
  Isʼhoq → Исҳоқ
  Is'hoq → Исҳоқ
  asʼhob → асҳоб
  mas'ul → масъул
  ma'lumot → маълумот
  ma’lumot → маълумот
  Bo'stonliq → Бўстонлиқ
  Bo‘stonliq → Бўстонлиқ
  Bo’stonliq → Бўстонлиқ
  Bo\`stonliq → Бўстонлиқ
  Bo´stonliq → Бўстонлиқ
  Boʼstonliq → Бўстонлиқ
  G'azalkent → Ғазалкент
  G‘azalkent → Ғазалкент
  tog' → тоғ
  tog‘ → тоғ
  o'n → ўн
`);

const PLACE_NAMES = table(`
  Toshkent → Тошкент
  Chorvoq → Чорвоқ
  Boʻstonliq → Бўстонлиқ
  Gʻazalkent → Ғазалкент
  Yangiyoʻl → Янгийўл
  Olmaliq → Олмалиқ
  Ohangaron → Оҳангарон
  Chirchiq → Чирчиқ
  Bekobod → Бекобод
  Zarkent → Заркент
  Chimyon → Чимён
  Angren → Ангрен
  Nurafshon → Нурафшон
  Parkent → Паркент
  Piskent → Пискент
  Qibray → Қибрай
  Zangiota → Зангиота
  Oqqoʻrgʻon → Оққўрғон
  Quyi Chirchiq → Қуйи Чирчиқ
  Yuqori Chirchiq → Юқори Чирчиқ
  Oʻrta Chirchiq → Ўрта Чирчиқ
  Xoʻjakent → Хўжакент
  Burchmullo → Бурчмулло
  Koʻksuv → Кўксув
  Ugom → Угом
  Chotqol → Чотқол
  Piskom → Писком
  Sirdaryo → Сирдарё
  Amirsoy → Амирсой
  Beldersoy → Белдерсой
  Urungach → Урунгач
  Nanay → Нанай
  Sijjak → Сижжак
  Xumsan → Хумсан
  Qamchiq → Қамчиқ
  Oʻzbekiston → Ўзбекистон
  Parkentsoy → Паркентсой
`);

const CASE = table(`
  SHAHAR → ШАҲАР
  Shahar → Шаҳар
  CHORVOQ → ЧОРВОҚ
  Chorvoq → Чорвоқ
  OʻZBEKISTON → ЎЗБЕКИСТОН
  Oʻzbekiston → Ўзбекистон
  O'ZBEKISTON → ЎЗБЕКИСТОН
  GʻAZALKENT → ҒАЗАЛКЕНТ
  YANGIYOʻL → ЯНГИЙЎЛ
  Yoʻl → Йўл
  YOʻL → ЙЎЛ
  Yangi → Янги
  YANGI → ЯНГИ
  Eski → Эски
  ESKI → ЭСКИ
  Yer → Ер
  YER → ЕР
  Choy → Чой
  CHOY → ЧОЙ
  Ishlab → Ишлаб
  BMT → БМТ
  AQSh → АҚШ
  AQSH → АҚШ
  MChJ → МЧЖ
  OʻRQ → ЎРҚ
  YUNESKO → ЮНЕСКО
  GES → ГЭС
  GESi → ГЭСи
  GESlar → ГЭСлар
  ISʼHOQ → ИСҲОҚ
  Eʼtiqodlarning → Эътиқодларнинг
  Eʼlon → Эълон
  EʼLON → ЭЪЛОН
  Maʼlumot → Маълумот
  MAʼLUMOT → МАЪЛУМОТ
  MANʼ → МАНЪ
`);

const DICTIONARY = table(`
  sentabr → сентябрь
  Sentabr → Сентябрь
  SENTABR → СЕНТЯБРЬ
  sentabrda → сентябрда
  sentabrdagi → сентябрдаги
  sentabrgacha → сентябргача
  sentyabr → сентябрь
  oktabr → октябрь
  oktabrida → октябрида
  oktyabrida → октябрида
  noyabr → ноябрь
  noyabrdan → ноябрдан
  dekabr → декабрь
  dekabrigacha → декабригача
  yanvar → январь
  yanvarda → январда
  fevral → февраль
  fevraldagi → февралдаги
  mart → март
  aprel → апрель
  aprelgacha → апрелгача
  may → май
  iyun → июнь
  iyundan → июндан
  iyul → июль
  iyulda → июлда
  avgust → август
  sement → цемент
  sementdan → цементдан
  sex → цех
  sexlar → цехлар
  sexi → цехи
  konsert → концерт
  konsertlari → концертлари
  sirk → цирк
  tsirk → цирк
  stansiya → станция
  stansiyalari → станциялари
  litsey → лицей
  investitsiya → инвестиция
  investitsiyalar → инвестициялар
  Investitsion → Инвестицион
  modernizatsiya → модернизация
  konstitutsiyasi → конституцияси
  Konstitutsiyasi → Конституцияси
  Shveytsariyasi → Швейцарияси
  Fransiyadagi → Франциядаги
  avtomobil → автомобиль
  avtomobilda → автомобилда
  avtomobillar → автомобиллар
  festival → фестиваль
  festivali → фестивали
  tunnel → туннель
  tunneldan → туннелдан
  obyekt → объект
  obyektlari → объектлари
  subyekt → субъект
  kompyuter → компьютер
  kanyon → каньон
  Kanyonning → Каньоннинг
  karyer → карьер
  asfalt → асфальт
  fakultet → факультет
  ensiklopediyasida → энциклопедиясида
  TashGRES → ТашГРЭС
  TASHGRES → ТашГРЭС
  Shatskiy → Шацкий
  kvars → кварц
  konveyer → конвейер
  emal → эмаль
  pech → печь
  pechak → печак
  Perm → Пермь
  oblastining → областининг
  Dalneye → Дальнее
  Tatneft → Татнефть
  Odeyoda → Одейода
  poyabzal → пойабзал
  moʻjiza → мўъжиза
  moʻjizalar → мўъжизалар
  mo'tabar → мўътабар
  moʻtadil → мўътадил
  UzKTZhM → УзКТЖМ
  MW → МВт
  Zheshi → Чжеши
  Yueni → Юени
  sutemizuvchi → сутэмизувчи
  sutemizuvchilar → сутэмизувчилар
  Chirchiqselmash → Чирчиқсельмаш
  Tyan-Shan → Тянь-Шан
  Tyan-Shanning → Тянь-Шаннинг
  folklor → фольклор
  Valdemar → Вальдемар
  peled → пелядь
  Uhan → Ухань
  Uhanda → Уханда
`);

const NATIVE_TS = table(`
  aytsa → айтса
  bitsa → битса
  ketsa → кетса
  kutsa → кутса
  internetsiz → интернетсиз
  Shavkatsoy → Шавкатсой
  tabiatshunos → табиатшунос
`);

describe("toCyrillic: letter rules", () => {
  it.each(RULE_LETTERS)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: e is э at a word's start and after a vowel, е after a consonant", () => {
  it.each(E_AND_ETA)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: every apostrophe variant, oʻ/gʻ and the tutuq", () => {
  it.each(APOSTROPHES)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: place names by the rules", () => {
  it.each(PLACE_NAMES)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: case of digraphs and whole words", () => {
  it.each(CASE)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: loanwords from the dictionary, bare and with suffixes", () => {
  it.each(DICTIONARY)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: native ts stays тс", () => {
  it.each(NATIVE_TS)("%s → %s", (latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("toCyrillic: sentences, punctuation, protected text", () => {
  const cases: [string, string, string][] = [
    ["quotes", '"Chorvoq" suv ombori', "«Чорвоқ» сув омбори"],
    ["curly quotes", "“Amirsoy” kurorti", "«Амирсой» курорти"],
    ["German-style quotes", "„Chorvoq“ va", "«Чорвоқ» ва"],
    ["guillemets kept", "«Uzum sayli» festivali", "«Узум сайли» фестивали"],
    ["digits and dashes", "2025-yil 15-sentabrda 70–80 km", "2025-йил 15-сентябрда 70–80 км"],
    [
      "units",
      "1000 kVt, 37–40 km², 200 ga, 5 m, 3 kg, 16 mln, 2 mlrd",
      "1000 кВт, 37–40 км², 200 га, 5 м, 3 кг, 16 млн, 2 млрд",
    ],
    ["degrees keep °C", "22–27 °C", "22–27 °C"],
    ["Roman numerals stay", "XIV–XV asrlar, XX asr", "XIV–XV асрлар, XX аср"],
    ["a Roman numeral after a name", "Shopur I Naqshi", "Шопур I Нақши"],
    ["a road's letter is a letter", "M-39 va A-373 yoʻllari", "М-39 ва А-373 йўллари"],
    [
      "initials are letters, even I, V, X, L, D, M",
      "G.V. Parfyonov, D. Kabirov, M.M. Xoʻjanazarov, X.A. Alpisbayev, I.A. Belyayev, L.F. Nedashkovskiy, M.Ye. Masson",
      "Г.В. Парфёнов, Д. Кабиров, М.М. Хўжаназаров, Х.А. Алписбаев, И.А. Беляев, Л.Ф. Недашковский, М.Е. Массон",
    ],
    ["megawatts", "600 MW quvvatli", "600 МВт қувватли"],
    [
      "a Russian university named in Cyrillic, bare and with a suffix",
      "«MISIS» universiteti, MISISning filiali",
      "«МИСИС» университети, МИСИСнинг филиали",
    ],
    ["a road number", "A-373 avtomobil yoʻli", "А-373 автомобиль йўли"],
    [
      "a hotel's registered name",
      "Le Chalet by Amirsoy butik mehmonxonasi",
      "Le Chalet by Amirsoy бутик меҳмонхонаси",
    ],
    [
      "foreign companies and products",
      "Doppelmayr kompaniyasi, Poma Telemix koʻtargichi, «China Coal Energy», «Osborne Textile», «Maxam-Chirchiq»",
      "Doppelmayr компанияси, Poma Telemix кўтаргичи, «China Coal Energy», «Osborne Textile», «Maxam-Chirchiq»",
    ],
    ["data sources", "Natural Earth · GeoNames (CC BY 4.0)", "Natural Earth · GeoNames (CC BY 4.0)"],
    ["a news site's name", "Gazeta.uz 2024-yil 25-iyunda", "Gazeta.uz 2024-йил 25-июнда"],
    ["an IUCN category", "Ia toifasiga kiradi", "Ia тоифасига киради"],
    ["a CSV value quoted", "«long-term» — koʻp yillik", "«long-term» — кўп йиллик"],
    ["a brand with a Latin name", "Amirsoy Resort mehmonxonasi", "Amirsoy Resort меҳмонхонаси"],
    ["a registered name", "Almalyk MMC kombinati", "Almalyk MMC комбинати"],
    ["foreign acronyms", "ADB va UNESCO", "ADB ва UNESCO"],
    ["a protected name with a suffix", "OpenStreetMapʼda ochish", "OpenStreetMapʼда очиш"],
    [
      "a URL",
      "Manba: https://kun.uz/news/2025/06/29/chorvoq sahifasi",
      "Манба: https://kun.uz/news/2025/06/29/chorvoq саҳифаси",
    ],
    ["a URL at a sentence's end", "Qarang: https://lex.uz/docs/123.", "Қаранг: https://lex.uz/docs/123."],
    ["a bare domain", "ski.uz saytida", "ski.uz сайтида"],
    ["an e-mail address", "Yozing: info@toshvil.uz manziliga", "Ёзинг: info@toshvil.uz манзилига"],
    ["inline code", "`npm test` buyrugʻi", "`npm test` буйруғи"],
    ["placeholders", "Barchasini koʻrish ({{count}})", "Барчасини кўриш ({{count}})"],
    ["single-brace placeholders", "{name} tumani", "{name} тумани"],
    ["Cyrillic and other scripts untouched", "Чарвак va 水库, Ταшкент", "Чарвак ва 水库, Ταшкент"],
    ["empty text", "", ""],
    ["only punctuation", "— (…) !", "— (…) !"],
  ];
  it.each(cases)("%s", (_name, latin, cyrillic) => expect(toCyrillic(latin)).toBe(cyrillic));
});

describe("a lexicon of one's own", () => {
  const converter = createConverter({
    dictionary: [
      { latin: "sex", cyrillic: "цех" },
      { latin: "sexr", cyrillic: "сеҳр", whole: true },
      { latin: "magistral", cyrillic: "магистраль", beforeSuffix: "магистрал" },
    ],
    asRule: ["sel", "siz-"],
    protectedTerms: ["Silk Road"],
  });
  it("takes the longest stem, and a whole-word entry only for that word", () => {
    expect(converter.toCyrillic("sexr sexlar sexrlar")).toBe("сеҳр цехлар цехрлар");
  });
  it("uses beforeSuffix before a suffix", () => {
    expect(converter.toCyrillic("magistral magistralidagi")).toBe("магистраль магистралидаги");
  });
  it("reports what no entry covers, with why and where", () => {
    const risky = converter.riskyTokens("siz sizga sel selga Sement Silk Road");
    expect(risky.map((token) => token.word)).toEqual(["selga", "Sement"]);
    expect(risky[1]?.reasons).toContain("s where a loan may have ц");
    expect(risky[1]?.index).toBe(20);
  });
  it("never reports dictionary words, protected names, Roman numerals, URLs", () => {
    expect(converter.riskyTokens("sexlar Silk Road XIV https://site.uz/tsirk")).toEqual([]);
  });
});

describe("riskyTokens: the triggers", () => {
  const converter = createConverter({ dictionary: [], asRule: [], protectedTerms: [] });
  const flagged: [string, string][] = [
    ["ts", "aytsa"],
    ["ts", "litsey"],
    ["e after a vowel", "poeziya"],
    ["s where a loan may have ц", "sement"],
    ["s where a loan may have ц", "stansiya"],
    ["s where a loan may have ц", "konsert"],
    ["s where a loan may have ц", "prinsip"],
    ["-abr", "sentabr"],
    ["-abr", "dekabrda"],
    ["-el/-il", "aprel"],
    ["-el/-il", "avtomobillar"],
    ["-el/-il", "yilda"],
    ["consonant + y + vowel", "obyekt"],
    ["consonant + y + vowel", "kompyuter"],
    ["c or w", "Wilmar"],
    ["acronym", "BMT"],
  ];
  it.each(flagged)("flags %s: %s", (reason, word) => {
    const [token] = converter.riskyTokens(word);
    expect(token?.reasons.join(" ")).toContain(reason);
  });
  it.each(["ota", "qishloq", "Chorvoq", "yangi", "oʻzbek", "choy", "ertaga", "tashkilot"])(
    "leaves %s alone",
    (word) => expect(converter.riskyTokens(word)).toEqual([]),
  );
});

describe("riskyTokens with the site's lexicon", () => {
  it("finds nothing to decide in words the lexicon covers", () => {
    expect(riskyTokens("2025-yil sentabrida investitsiyalar va sement sexlari")).toEqual([]);
  });
  it("finds a new unreviewed loan", () => {
    expect(riskyTokens("Yangi sitrus bogʻi").map((token) => token.key)).toEqual(["sitrus"]);
  });
});

describe("markdownToCyrillic", () => {
  it("converts the text fields of the frontmatter and keeps keys and data", () => {
    const markdown =
      '---\ntitle: "Chorvoq suv ombori"\nimage: sights-2\nevent:\n  name: "Uzum sayli"\n  editions: ["2023-09-15/2023-09-16"]\n---\nMatn.\n';
    expect(markdownToCyrillic(markdown)).toBe(
      '---\ntitle: "Чорвоқ сув омбори"\nimage: sights-2\nevent:\n  name: "Узум сайли"\n  editions: ["2023-09-15/2023-09-16"]\n---\nМатн.\n',
    );
  });
  it("keeps link targets, code, HTML and reference definitions", () => {
    const body = [
      'Batafsil [Chorvoq haqida](/uz/tourism/sights-detail/2 "Chorvoq") oʻqing.',
      "![Chorvoq suvi](media/chorvoq.jpg)",
      '`kod` va <abbr title="Gidroelektr stansiya">GES</abbr>',
      "<!-- izoh: tarjima qilinmaydi -->",
      "[manba]: https://kun.uz/chorvoq",
      "```",
      "yil = 2025",
      "```",
      "Oxiri.",
    ].join("\n");
    expect(markdownToCyrillic(body)).toBe(
      [
        'Батафсил [Чорвоқ ҳақида](/uz/tourism/sights-detail/2 "Chorvoq") ўқинг.',
        "![Чорвоқ суви](media/chorvoq.jpg)",
        '`kod` ва <abbr title="Gidroelektr stansiya">ГЭС</abbr>',
        "<!-- izoh: tarjima qilinmaydi -->",
        "[manba]: https://kun.uz/chorvoq",
        "```",
        "yil = 2025",
        "```",
        "Охири.",
      ].join("\n"),
    );
  });
  it("reads a document without frontmatter as a body", () => {
    expect(markdownToCyrillic("## Tarix\n\n- Bir\n- Ikki")).toBe("## Тарих\n\n- Бир\n- Икки");
  });
});
