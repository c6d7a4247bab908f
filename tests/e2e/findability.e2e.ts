/**
 * Issue #6 §6, findability: every page's Open Graph and Twitter card tags with a preview that exists, its
 * JSON-LD with the entity types its template promises, and the visible breadcrumbs of inner pages, which
 * must tell the same trail as the BreadcrumbList.
 */
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/content/collections";
import { allPrerenderPaths, NOT_FOUND_ID } from "../../src/site/prerender-paths.server";
import { OFFLINE_PATH } from "../../src/site/paths";
import { SITE_ORIGIN } from "../../src/site/site-constants";
import { BASE_URL, hydrated, openVisitor, useBrowser } from "./support";

// The offline pages (noindex, never linked) answer for any address offline: they carry no trail or JSON-LD.
const PAGES = allPrerenderPaths().filter(
  (path) => !path.endsWith(`/${NOT_FOUND_ID}`) && !path.endsWith(`/${OFFLINE_PATH}`),
);

type Thing = Record<string, unknown> & { "@type": string };

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a crawler reads in one page's HTML as the server sends it. */
function readHead(html: string) {
  const meta = (key: string) =>
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)]
      .filter(([, name]) => name === key)
      .map(([, , content = ""]) => decode(content));
  const documents = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = ""]) => JSON.parse(json) as Thing & { "@graph"?: Thing[] },
  );
  const things = documents.flatMap((document) => document["@graph"] ?? [document]);
  return {
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    documents,
    things,
    types: things.map((thing) => thing["@type"]).sort(),
  };
}

/** The collection whose article a path shows, if it is a detail page (`/en/tourism/sights-detail/1`). */
function detailCollectionOf(path: string) {
  const rest = path.split("/").slice(2).join("/");
  return COLLECTIONS.find((collection) =>
    new RegExp(`^${collection.detailPattern.replace(":id", "\\d+")}$`).test(rest),
  );
}

/** A district's or city's own page (`/en/aboutus/districts/angren-city`), which is an article too. */
const unitKindOf = (path: string) => /\/aboutus\/districts\/[a-z-]+-(district|city)$/.exec(path)?.[1];

/** The JSON-LD entity types a page's template promises, sorted. */
function expectedTypes(path: string): string[] {
  if (path.split("/").length === 2) return ["FAQPage", "GovernmentOrganization"];
  const detail = detailCollectionOf(path);
  const unit = unitKindOf(path);
  return [
    "BreadcrumbList",
    ...(unit ? [unit === "city" ? "City" : "AdministrativeArea"] : []),
    ...(detail && "placeType" in detail ? [detail.placeType] : []),
    // One entity per edition of the event (the festival article names three); each type once here.
    ...(detail && "eventType" in detail ? [detail.eventType] : []),
  ].sort();
}

describe("findability", () => {
  const browser = useBrowser();

  it(`gives all ${PAGES.length} pages share tags with an existing preview and the JSON-LD of their template`, async () => {
    const failures: string[] = [];
    const previews = new Set<string>();
    for (const path of PAGES) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const head = readHead(html);
      const language = path.split("/")[1] ?? "";
      const one = (key: string) => {
        const values = head.meta(key);
        if (values.length !== 1 || !values[0]) failures.push(`${path}: ${key} ${JSON.stringify(values)}`);
        return values[0] ?? "";
      };
      for (const key of ["og:title", "og:description", "og:site_name", "og:image:alt", "twitter:title"])
        one(key);
      if (one("og:url") !== head.canonical)
        failures.push(`${path}: og:url is not the canonical ${head.canonical}`);
      const image = one("og:image");
      if (!image.startsWith(`${SITE_ORIGIN}/media/social-`) || !image.endsWith(".1200.jpg"))
        failures.push(`${path}: og:image ${image}`);
      if (one("twitter:image") !== image) failures.push(`${path}: twitter:image differs from og:image`);
      previews.add(image);
      if (`${one("og:image:width")}×${one("og:image:height")}` !== "1200×630")
        failures.push(`${path}: image size`);
      if (one("twitter:card") !== "summary_large_image") failures.push(`${path}: twitter:card`);
      const locale = { uz: "uz_UZ", "uz-cyrl": "uz_UZ", en: "en_GB", ru: "ru_RU" }[language];
      if (one("og:locale") !== locale) failures.push(`${path}: og:locale`);
      if (head.meta("og:locale:alternate").length !== 2) failures.push(`${path}: og:locale:alternate`);
      if (one("og:type") !== (detailCollectionOf(path) || unitKindOf(path) ? "article" : "website"))
        failures.push(`${path}: og:type`);

      // The home page's FAQ has its own block, beside the questions.
      const blocks = path.split("/").length === 2 ? 2 : 1;
      if (head.documents.length !== blocks) failures.push(`${path}: ${head.documents.length} JSON-LD blocks`);
      if (head.documents.some((document) => document["@context"] !== "https://schema.org"))
        failures.push(`${path}: JSON-LD without the schema.org context`);
      const types = [...new Set(head.types)];
      if (types.join() !== expectedTypes(path).join())
        failures.push(`${path}: JSON-LD types ${types.join()} (want ${expectedTypes(path).join()})`);
      const trail = head.things.find((thing) => thing["@type"] === "BreadcrumbList")?.itemListElement as
        { item: string; position: number }[] | undefined;
      if (trail && trail.at(-1)?.item !== head.canonical)
        failures.push(`${path}: trail does not end at the page`);
      if (trail && trail[0]?.item !== `${SITE_ORIGIN}/${language}`)
        failures.push(`${path}: trail does not start home`);

      const crumbs = /<nav aria-label="[^"]+" class="[^"]*"><ol[\s\S]*?<\/ol><\/nav>/.exec(html)?.[0];
      if (trail && (!crumbs || (crumbs.match(/<li/g) ?? []).length !== trail.length))
        failures.push(`${path}: visible trail missing or of another length`);
      if (crumbs && !/<span aria-current="page"[^>]*>[^<]+<\/span><\/li><\/ol>/.test(crumbs))
        failures.push(`${path}: the last step is not the current page`);
    }
    expect(failures).toEqual([]);
    // Seven previews: the home page's, the galleries' and one per section; each file is served.
    expect(previews.size).toBe(7);
    for (const image of previews) {
      const response = await fetch(`${BASE_URL}${image.slice(SITE_ORIGIN.length)}`, { method: "HEAD" });
      expect(`${image} ${response.status} ${response.headers.get("content-type")}`).toBe(
        `${image} 200 image/jpeg`,
      );
    }
  }, 300_000);

  it("gives the home page's FAQ and organization in the page language", async () => {
    const html = await (await fetch(`${BASE_URL}/ru`)).text();
    const { things } = readHead(html);
    const organization = things.find((thing) => thing["@type"] === "GovernmentOrganization");
    expect(organization).toMatchObject({ name: "Хокимият Ташкентской области", url: `${SITE_ORIGIN}/ru` });
    const faq = things.find((thing) => thing["@type"] === "FAQPage")?.mainEntity as { name: string }[];
    expect(faq.map((question) => question.name)[0]).toBe("Где находится Ташкентская область?");
    expect(faq).toHaveLength(6);
    const logo = String(organization?.logo).slice(SITE_ORIGIN.length);
    expect((await fetch(`${BASE_URL}${logo}`, { method: "HEAD" })).status).toBe(200);
  });

  it("shows the trail above the heading, wrapping without sideways scrolling on a 320 px phone", async () => {
    const visitor = await openVisitor(browser(), { locale: "ru-RU", viewport: { width: 320, height: 800 } });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/ru/education-and-culture/education-detail/1`);
    await hydrated(page);
    const trail = page.getByRole("navigation", { name: "Навигационная цепочка" });
    expect(await trail.isVisible()).toBe(true);
    const steps = trail.getByRole("listitem");
    expect(await steps.count()).toBe(4);
    expect(await trail.getByRole("link").allTextContents()).toEqual([
      "Главная",
      "Образование и культура",
      "Образование",
    ]);
    const current = steps.last().locator('[aria-current="page"]');
    expect(await current.textContent()).toBe(await page.locator("h1").textContent());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const [trailBox, headingBox] = [await trail.boundingBox(), await page.locator("h1").boundingBox()];
    expect(trailBox!.y + trailBox!.height).toBeLessThanOrEqual(headingBox!.y);
    await visitor.close();
  });

  it("updates the share tags, the JSON-LD and the trail after a client-side navigation", async () => {
    const visitor = await openVisitor(browser(), { locale: "en-GB" });
    const { page } = visitor;
    await page.goto(`${BASE_URL}/en/tourism/sights`);
    await hydrated(page);
    await page.getByRole("link", { name: "Read more" }).first().click();
    await page.waitForURL(`${BASE_URL}/en/tourism/sights-detail/1`);
    await page.locator("article h1").waitFor();
    const title = await page.locator("article h1").textContent();
    expect(await page.getAttribute('meta[property="og:title"]', "content")).toBe(title);
    expect(await page.getAttribute('meta[property="og:type"]', "content")).toBe("article");
    const types = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.flatMap((script) => {
        const document = JSON.parse(script.textContent ?? "{}") as {
          "@graph"?: { "@type": string }[];
          "@type"?: string;
        };
        return (document["@graph"] ?? [document]).map((thing) => thing["@type"]);
      }),
    );
    expect(types).toEqual(["BreadcrumbList", "TouristAttraction"]);
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe(title);
    await trail.getByRole("link", { name: "Tourism" }).click();
    await page.waitForURL(`${BASE_URL}/en/tourism`);
    await page.locator("h1", { hasText: "Tourism" }).waitFor();
    expect(await page.getAttribute('meta[property="og:url"]', "content")).toBe(`${SITE_ORIGIN}/en/tourism`);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
    await visitor.close();
  });
});
