import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/video-gallery";
import { PageHeading } from "../components/content/page-heading";
import { VideoGrid } from "../components/gallery/video-grid";
import { galleryVideos } from "../content/gallery.server";
import { UI_STRINGS } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { pageMeta } from "../site/meta";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/** The video gallery (spec §2): nine looping clips and a modal player. */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  return { language, videos: galleryVideos(language) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const strings = UI_STRINGS[loaderData.language];
  return pageMeta({
    language: loaderData.language,
    path: "videoGalery",
    title: strings.nav.videoGalery,
    description: strings.gallery.videoIntro,
  });
}

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="container-page py-12">
      <PageHeading title={t("nav.videoGalery")} intro={t("gallery.videoIntro")} />
      <VideoGrid videos={loaderData.videos} />
      <p className="mt-10 text-center">
        <Link
          to={localizedPath(language, "photo")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-500"
        >
          {t("gallery.toPhoto")}
        </Link>
      </p>
    </div>
  );
}
