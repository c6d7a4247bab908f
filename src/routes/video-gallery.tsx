import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/video-gallery";
import { PageHeading } from "../components/content/page-heading";
import { UI_STRINGS } from "../i18n/i18n";
import { languageOrDefault } from "../i18n/languages";
import { useLanguage } from "../i18n/use-language";
import { pageMeta } from "../site/meta";
import { localizedPath } from "../site/paths";

export function meta({ params }: Route.MetaArgs) {
  const language = languageOrDefault(params.lang);
  const strings = UI_STRINGS[language];
  return pageMeta({
    language,
    path: "videoGalery",
    title: strings.nav.videoGalery,
    description: strings.gallery.videoIntro,
  });
}

export default function VideoGallery() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="container-page py-12">
      <PageHeading title={t("nav.videoGalery")} intro={t("gallery.videoIntro")} />
      <p className="text-center">
        <Link
          to={localizedPath(language, "photo")}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {t("gallery.toPhoto")}
        </Link>
      </p>
    </div>
  );
}
