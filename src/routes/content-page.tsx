import type { Route } from "./+types/content-page";
import { ArticleImages } from "../components/content/article-images";
import { PageHeading } from "../components/content/page-heading";
import { Breadcrumbs } from "../components/layout/breadcrumbs";
import { loadPage } from "../content/load.server";
import { mediaImages } from "../content/media.server";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { describe, pageMeta } from "../site/meta";
import { keepTogether } from "../lib/keep-together";
import { pageHead } from "../site/page-head.server";
import { pageKeyByPath, sitePathOf } from "../site/route-lookup";

/** An editorial page: administration, the business guides, contact, nightlife, ethno-tourism and others. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language, path } = sitePathOf(request);
  const loaded = loadPage(pageKeyByPath(path), language);
  if (!loaded) throw new Response("Not found", { status: 404 });
  // Numbers stay whole on the page (issue #30): done here, at build time, so no page script carries the rule.
  const page = {
    ...loaded,
    blocks: loaded.blocks.map((block) =>
      block.type === "list"
        ? { ...block, items: block.items.map(keepTogether) }
        : { ...block, text: keepTogether(block.text) },
    ),
  };
  return {
    language,
    path,
    page,
    images: mediaImages(page.image ? [page.image] : [], language),
    head: await pageHead(language, path, page.title),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, path, page, head } = loaderData;
  const first = page.blocks.find((block) => block.type === "paragraph");
  return pageMeta({
    language,
    path,
    title: page.title,
    description: first?.type === "paragraph" ? describe(first.text) : undefined,
    head,
  });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, images, path, head } = loaderData;
  const article = (
    <>
      <Breadcrumbs trail={head.trail} />
      <article className="max-w-3xl">
        <PageHeading title={page.title} align="start" />
        <ArticleImages images={images} />
        <div className="prose-article">
          {page.blocks.map((block, index) => {
            if (block.type === "heading") return <h2 key={index}>{block.text}</h2>;
            if (block.type === "list") {
              return (
                <ul key={index}>
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            }
            return <p key={index}>{block.text}</p>;
          })}
        </div>
      </article>
    </>
  );
  // Inside a section the section layout frames the page; a page of its own (about, accessibility) frames itself.
  return path.includes("/") ? article : <div className="container-page py-8 lg:py-12">{article}</div>;
}
