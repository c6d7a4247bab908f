import type { Route } from "./+types/home";
import { Discovery } from "../components/home/discovery";
import { Faq } from "../components/home/faq";
import { Hero } from "../components/home/hero";
import { Overview } from "../components/home/overview";
import { PhotoCarousel } from "../components/home/photo-carousel";
import { PlanTrip } from "../components/home/plan-trip";
import { Reveal } from "../components/ui/reveal";
import { carouselSlides } from "../content/gallery.server";
import { mediaImage, mediaImages } from "../content/media.server";
import { stringsOf } from "../i18n/i18n";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { absoluteUrl, pageMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { sitePathOf } from "../site/route-lookup";
import { HERO_VIDEO_SOURCES } from "../site/site-constants";
import { governmentOrganization } from "../site/structured-data";
import { HOME_TEXT } from "../site/home-text";

/** The home page (spec §2): hero, the "plan your trip" strip (issue #30), overview, discovery cards, photo carousel and FAQ. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  return {
    language,
    head: await pageHead(language, ""),
    hero: mediaImage("home-hero", language, { placeholder: true }),
    overview: mediaImage("home-overview", language),
    discovery: mediaImages(
      ["discovery-1", "discovery-2", "discovery-3", "discovery-4", "discovery-5", "discovery-6"],
      language,
    ),
    slides: carouselSlides(language),
    text: HOME_TEXT[language],
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { language, head } = loaderData;
  const strings = stringsOf(language);
  return pageMeta({
    language,
    path: "",
    description: strings.site.description,
    head,
    // The FAQ's JSON-LD is written beside the questions (components/home/faq.tsx).
    structuredData: [governmentOrganization(strings, absoluteUrl(language, ""))],
  });
}

/**
 * The blocks below the first screen at every width: the browser styles and lays them out as they near the
 * viewport, not before the first paint. The reserved heights are near their usual ones (they only size the
 * scroll bar until each block has been shown once). Only light blocks: axe-core (and so Lighthouse) cannot
 * see the background of content the browser has skipped and assumes white, so white text on the dark
 * footer would be reported as unreadable.
 */
const BELOW_THE_FOLD = {
  tall: "[content-visibility:auto] [contain-intrinsic-size:auto_2800px] md:[contain-intrinsic-size:auto_1500px] lg:[contain-intrinsic-size:auto_1100px]",
  carousel: "[content-visibility:auto] [contain-intrinsic-size:auto_560px]",
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, overview, discovery, slides, text } = loaderData;
  return (
    <>
      <Hero poster={hero} sources={HERO_VIDEO_SOURCES} />
      <PlanTrip text={text.plan} />
      <Reveal>
        <Overview background={overview} links={text.tileLinks} />
      </Reveal>
      <Reveal className={BELOW_THE_FOLD.tall}>
        <Discovery images={discovery} />
      </Reveal>
      <Reveal className={BELOW_THE_FOLD.carousel}>
        <PhotoCarousel slides={slides} />
      </Reveal>
      <Reveal className={BELOW_THE_FOLD.tall}>
        <Faq />
      </Reveal>
    </>
  );
}
