import { Link } from "react-router";
import { ArrowRight, Factory, Globe2, Info, Lightbulb, Mountain, TrendingUp, type Icon } from "../ui/icons";
import { DISTRICTS } from "../../content/collections";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import { localizedPath } from "../../site/paths";
import { PLACES_MAP_PATH } from "../../site/districts";
import { getSection } from "../../site/section-by-key";
import type { MediaImage } from "../../content/media";
import type { HomeText } from "../../site/home-text";
import { ResponsiveImage } from "../ui/responsive-image";

/** Six tiles; three lead on, each to the page that shows more of what it says (links: site/home-text.ts). */
const TILES: readonly {
  key: "general" | "tourism" | "investment" | "industry" | "forum" | "opportunities";
  icon: Icon;
  path?: string;
}[] = [
  { key: "general", icon: Info, path: DISTRICTS.listPath },
  { key: "tourism", icon: Mountain, path: PLACES_MAP_PATH },
  { key: "investment", icon: TrendingUp, path: getSection("investment").path },
  { key: "industry", icon: Factory },
  { key: "forum", icon: Globe2 },
  { key: "opportunities", icon: Lightbulb },
];

/** Six info tiles over a picture of the region under a blue overlay (spec §2, overview block). */
export function Overview({ background, links }: { background: MediaImage; links: HomeText["tileLinks"] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="overview-heading" className="relative isolate overflow-hidden py-16 sm:py-20">
      {/* Under the 88 % overlay half the resolution looks the same. The block starts in a phone's first
          screen, and on a tall phone more of it shows than of the hero: fetched at once, not after layout. */}
      <ResponsiveImage
        image={background}
        alt=""
        ratio="fill"
        eager
        sizes="50vw"
        className="absolute! inset-0 -z-20 size-full"
      />
      <div className="absolute inset-0 -z-10 bg-brand-900/88" />
      <div className="container-page">
        <h2 id="overview-heading" className="text-center text-3xl font-extrabold text-white sm:text-4xl">
          {t("home.overviewHeading")}
        </h2>
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-brand-50">{t("home.overviewIntro")}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map(({ key, icon: Icon, path }) => (
            <li key={key} className="rounded-2xl border border-white/15 bg-white/10 p-6 backdrop-blur-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sun-400 text-brand-950">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold text-white">{t(`home.tiles.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-brand-50">{t(`home.tiles.${key}.text`)}</p>
              {path && (
                <Link
                  to={localizedPath(language, path)}
                  className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-sun-400 underline underline-offset-4 hover:text-white"
                >
                  {key === "general" ? t("home.tiles.general.link") : links[key as keyof typeof links]}
                  <ArrowRight className="size-4" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
