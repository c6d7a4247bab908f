import { describe, expect, it } from "vitest";
import { azIndexMarkup, readPage, spellingsFor, type IndexedPage } from "./search-index";

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

describe("spellingsFor", () => {
  const names = [
    { uz: "Chorvoq", en: "Charvak", ru: "Чарвак", variants: { en: ["Chorvoq"], ru: ["Чорвок-"] } },
    { uz: "Chimyon", en: "Chimgan", ru: "Чимган", also: { en: ["Chimyon"] } },
  ];
  it("adds the variants of the names a page uses, and the other Latin form", () => {
    expect(spellingsFor("The Charvak reservoir", "en", names)).toEqual(["Chorvoq"]);
    expect(spellingsFor("Chorvoq suv ombori", "uz", names)).toEqual(["Charvak"]);
    expect(spellingsFor("Чарвакское водохранилище", "ru", names)).toEqual(["Чорвок"]);
    expect(spellingsFor("Chimyon slopes", "en", names)).toEqual(["Chimyon"]);
    expect(spellingsFor("Nothing named", "en", names)).toEqual([]);
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
