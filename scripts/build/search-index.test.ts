import { withCyrillicData } from "../../src/cyrillic/data.server";
import type { NameForms } from "../../src/search/spellings";
import { describe, expect, it } from "vitest";
import {
  azIndexMarkup,
  joinBlocks,
  readPage,
  recordHtml,
  SEARCH_WEIGHTS,
  splitTitle,
  type IndexedPage,
} from "./search-index";

const page = (body: string, canonical = "/en/tourism/sights") => `<!doctype html><html lang="en"><head>
<link rel="canonical" href="https://tashkent-region.example${canonical}"><script>var x = "script text"</script>
</head><body><header><nav aria-label="Main">Menu words</nav></header><main>
<nav aria-label="Breadcrumbs"><ol><li><a href="/en">Home</a></li><li><a href="/en/tourism">Tourism</a></li><li>Sights</li></ol></nav>
<h1>Sights</h1><p>Charvak reservoir and <span>its</span> shores.</p><svg><text>Map label</text></svg>
<figure><figcaption>Caption</figcaption></figure><button>Show more</button><div aria-hidden="true">Hidden</div>
<p hidden>Also hidden</p><noscript>Turn on JavaScript</noscript><form><label>Query</label></form>
</main><footer>Footer words</footer></body></html>`;

describe("readPage", () => {
  it("keeps the heading, the trail and the main text, and drops what is not the page's own reading", () => {
    expect(readPage(page(""), "en", "/en/tourism/sights", "Breadcrumbs")).toEqual({
      language: "en",
      url: "/en/tourism/sights",
      title: "Sights",
      section: "Tourism",
      text: "Charvak reservoir and its shores.",
    });
  });
  it("skips a page whose canonical address is another", () => {
    expect(readPage(page("", "/en/tourism/hotels"), "en", "/en/tourism/sights", "Breadcrumbs")).toBeNull();
  });
  it("skips a page without a main heading", () => {
    expect(readPage("<html><body><main><p>Text</p></main></body></html>", "en", "/en/x", "Breadcrumbs")).toBeNull();
  });
});

describe("readPage: only what a reader looks for (issue #30)", () => {
  const place = `<!doctype html><html lang="uz-Latn"><head></head><body><main>
<nav aria-label="Navigatsiya yoʻli"><ol><li><a href="/uz">Bosh sahifa</a></li><li><a href="/uz/tourism">Turizm</a></li><li><span>Chorvoq</span></li></ol></nav>
<article><div><h1>Chorvoq suv ombori</h1><div aria-hidden="true"></div></div>
<aside aria-label="Borish uchun"><section><h2>Borish uchun</h2><dl><dt>Qanday borish mumkin</dt><dd><span class="block">Avtobus, keyin taksida.</span><span class="mt-1 block text-sm">Transport: avtomobil</span></dd></dl>
<p>Chegaralar: © OpenStreetMap hissa qoʻshuvchilari (ODbL).</p><ul><li><a href="https://www.openstreetmap.org/">OpenStreetMapʼda ochish</a></li></ul></section></aside>
<div class="prose-article"><p>Boʻstonliq tumanidagi <span>Chorvoq</span> suv ombori.</p><p>Qoyatosh rasmlari</p><p>Ikkinchi xat boshi.</p></div>
<section><h2>Yaqin atrofdagi joylar</h2><ul><li><a href="/uz/tourism/sights-detail/9">Burchmullo <span class="text-muted">(5 km)</span></a></li></ul></section>
<ul><li><article><h3><a href="/uz/tourism/sights-detail/1">Urungach koʻllari</a></h3><p>Card text.</p></article></li></ul>
<section data-pagefind-ignore><h2>Qoʻllanmani saqlash</h2><p>Saved guide box.</p></section>
<table><tr><td>Boʻstonliq</td><td>4 930</td></tr></table>
<figure><figcaption>Map credit</figcaption></figure><span class="sr-only">: screen reader words</span>
</article></main></body></html>`;
  const read = readPage(place, "uz", "/uz/tourism/sights-detail/2", "Navigatsiya yoʻli")!;

  it("keeps the title, the lead and the body, with a break at every block, and inline words whole", () => {
    expect(read.title).toBe("Chorvoq suv ombori");
    expect(read.section).toBe("Turizm");
    expect(read.text).toBe("Boʻstonliq tumanidagi Chorvoq suv ombori. Qoyatosh rasmlari · Ikkinchi xat boshi.");
  });
  it("leaves out panels, map credits, link lists, cards, marked boxes, tables, figures and screen-reader words", () => {
    for (const furniture of [
      "Borish uchun",
      "Transport",
      "OpenStreetMap",
      "Burchmullo",
      "Yaqin atrofdagi",
      "Urungach",
      "Card text",
      "Saved guide",
      "4 930",
      "Map credit",
      "screen reader",
    ])
      expect(read.text).not.toContain(furniture);
  });
});

describe("joinBlocks", () => {
  it("follows a sentence with a space and a heading or label with a middle dot", () => {
    expect(joinBlocks(["Turizm", "Bu yerda koʻllar bor.", "«Chorvoq»", "Oxiri"])).toBe(
      "Turizm · Bu yerda koʻllar bor. «Chorvoq» Oxiri",
    );
  });
});

describe("splitTitle", () => {
  it("cuts a title at its first colon or dash into what the page is about and the rest", () => {
    expect(splitTitle("Chorvoq suv ombori: Boʻstonliq togʻlaridagi dengiz")).toEqual([
      "Chorvoq suv ombori",
      "Boʻstonliq togʻlaridagi dengiz",
    ]);
    expect(splitTitle("Бричмулла — посёлок в верховьях")).toEqual(["Бричмулла", "посёлок в верховьях"]);
    expect(splitTitle("Chorvoq GESi va toʻgʻoni (1970–1977)")).toEqual(["Chorvoq GESi va toʻgʻoni", "(1970–1977)"]);
    expect(splitTitle("Ugom-Chotqol")).toEqual(["Ugom-Chotqol", ""]);
  });
});

describe("recordHtml", () => {
  const names = withCyrillicData([
    { uz: "Chorvoq", en: "Charvak", ru: "Чарвак", variants: { uz: ["Charvak-"], en: ["Chorvoq"], ru: ["Чорвок-"] } },
    { uz: "Chorvoq suv ombori", en: "Charvak reservoir", ru: "Чарвакское водохранилище" },
    { uz: "Angren", en: "Angren", ru: "Ангрен" },
  ]) as NameForms[];
  const page: IndexedPage = {
    language: "ru",
    url: "/ru/tourism/sights-detail/2",
    title: "Чарвакское водохранилище: море в горах",
    section: "Туризм › Достопримечательности",
    text: "Чарвак и уголь <Ангрена>.",
  };
  const html = recordHtml(page, names);
  it("weighs the title's head, the places the page is about and the names its title holds above the text", () => {
    expect(html).toContain(`<p data-pagefind-weight="${SEARCH_WEIGHTS.title}">чарвакское водохранилище</p>`);
    expect(html).toContain(`<p data-pagefind-weight="${SEARCH_WEIGHTS.titleTail}">море в горах</p>`);
    // The head is the reservoir's registered name, and it holds Чарвак: both, with Чарвак's variant, are the subject.
    expect(html).toContain(`<p data-pagefind-weight="${SEARCH_WEIGHTS.subject}">чарвак · чорвок · чарвакское водохранилище</p>`);
    expect(html).toContain(`<p data-pagefind-weight="${SEARCH_WEIGHTS.text}">чарвак и уголь &lt;ангрена&gt;.</p>`);
    expect(html).toContain('<p data-pagefind-meta="title">Чарвакское водохранилище: море в горах</p>');
    expect(html).toContain('<p data-pagefind-meta="aliases">чарвак=чорвок</p>');
    expect(html).toContain('<main data-pagefind-body data-pagefind-filter="section:Туризм">');
    // Only the body is searched: the metadata is outside it.
    expect(html.indexOf('data-pagefind-meta="text"')).toBeGreaterThan(html.indexOf("</main>"));
  });
});

describe("azIndexMarkup", () => {
  const pages: IndexedPage[] = [
    { language: "en", url: "/en/tourism/sights/2", title: "Zaamin <b>", section: "Tourism › Sights", text: "" },
    { language: "en", url: "/en/tourism/sights/1", title: "Amirsoy", section: "Tourism › Sights", text: "" },
    { language: "en", url: "/en/open-data", title: "Open data", section: "", text: "" },
    { language: "en", url: "/en/aboutus", title: "About us", section: "About us", text: "" },
    { language: "uz", url: "/uz/open-data", title: "Ochiq", section: "", text: "" },
  ];
  it("groups a language's pages by section, A to Z, top-level pages last, all text escaped", () => {
    expect(azIndexMarkup(pages, "en", "Other pages")).toBe(
      '<section aria-labelledby="az-0"><h3 id="az-0">About us</h3><ul><li><a href="/en/aboutus">About us</a></li></ul></section>' +
        '<section aria-labelledby="az-1"><h3 id="az-1">Tourism</h3><ul><li><a href="/en/tourism/sights/1">Amirsoy</a></li><li><a href="/en/tourism/sights/2">Zaamin &lt;b&gt;</a></li></ul></section>' +
        '<section aria-labelledby="az-2"><h3 id="az-2">Other pages</h3><ul><li><a href="/en/open-data">Open data</a></li></ul></section>',
    );
  });
});
