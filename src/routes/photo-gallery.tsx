import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/photo-gallery";
import { PageHeading } from "../components/content/page-heading";
import { PhotoMasonry } from "../components/gallery/photo-masonry";
import { galleryPhotos } from "../content/gallery.server";
import { UI_STRINGS } from "../i18n/i18n";
import { useLanguage } from "../i18n/use-language";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { pageMeta } from "../site/meta";
import { localizedPath } from "../site/paths";
import { sitePathOf } from "../site/route-lookup";

/** The photo gallery (spec §2): a masonry of the 23 pictures and a full-screen viewer. */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  return { language, photos: galleryPhotos(language) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const strings = UI_STRINGS[loaderData.language];
  return pageMeta({
    language: loaderData.language,
    path: "photo",
    title: strings.nav.photo,
    description: strings.gallery.photoIntro,
  });
}

export default function PhotoGallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="container-page py-12">
      <PageHeading title={t("nav.photo")} intro={t("gallery.photoIntro")} />
      <PhotoMasonry photos={loaderData.photos} />
      <p className="mt-10 text-center">
        <Link
          to={localizedPath(language, "videoGalery")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-500"
        >
          {t("gallery.toVideo")}
        </Link>
      </p>
    </div>
  );
}
