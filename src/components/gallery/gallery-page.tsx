import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import type { Breadcrumb } from "../../site/breadcrumbs";
import { localizedPath } from "../../site/paths";
import { PageHeading } from "../content/page-heading";
import { Breadcrumbs } from "../layout/breadcrumbs";

export type GalleryKind = "photo" | "videoGalery";

/** What differs between the two galleries: their intro, and the link to the other one (spec §2). */
export const GALLERIES = {
  photo: { intro: "gallery.photoIntro", other: "videoGalery", toOther: "gallery.toVideo" },
  videoGalery: { intro: "gallery.videoIntro", other: "photo", toOther: "gallery.toPhoto" },
} as const satisfies Record<GalleryKind, { intro: string; other: GalleryKind; toOther: string }>;

export interface GalleryPageProps {
  kind: GalleryKind;
  trail: readonly Breadcrumb[];
  children: ReactNode;
}

/** The frame of both gallery screens: breadcrumbs, heading and intro, the gallery, then the way to the other gallery. */
export function GalleryPage({ kind, trail, children }: GalleryPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gallery = GALLERIES[kind];
  return (
    <div className="container-page py-8 lg:py-12">
      <Breadcrumbs trail={trail} />
      <PageHeading title={t(`nav.${kind}`)} intro={t(gallery.intro)} />
      {children}
      <p className="mt-10 text-center">
        <Link
          to={localizedPath(language, gallery.other)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-500"
        >
          {t(gallery.toOther)}
        </Link>
      </p>
    </div>
  );
}
