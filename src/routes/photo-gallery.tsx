import type { Route } from "./+types/photo-gallery";
import { GalleryPage } from "../components/gallery/gallery-page";
import { PhotoMasonry } from "../components/gallery/photo-masonry";
import { galleryPhotos } from "../content/gallery.server";
import { loadStrings } from "../i18n/i18n";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { galleryMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { sitePathOf } from "../site/route-lookup";

/** The photo gallery (spec §2): a masonry of the 23 pictures and a full-screen viewer. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  const strings = await loadStrings(language);
  return {
    language,
    photos: galleryPhotos(language),
    head: await pageHead(language, "photo", strings.nav.photo),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? galleryMeta(loaderData.language, "photo", loaderData.head) : [];
}

export default function PhotoGallery({ loaderData }: Route.ComponentProps) {
  return (
    <GalleryPage kind="photo" trail={loaderData.head.trail}>
      <PhotoMasonry photos={loaderData.photos} />
    </GalleryPage>
  );
}
