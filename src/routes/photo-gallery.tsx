import type { Route } from "./+types/photo-gallery";
import { GalleryPage } from "../components/gallery/gallery-page";
import { PhotoMasonry } from "../components/gallery/photo-masonry";
import { galleryPhotos } from "../content/gallery.server";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { galleryMeta } from "../site/meta";
import { sitePathOf } from "../site/route-lookup";

/** The photo gallery (spec §2): a masonry of the 23 pictures and a full-screen viewer. */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  return { language, photos: galleryPhotos(language) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? galleryMeta(loaderData.language, "photo") : [];
}

export default function PhotoGallery({ loaderData }: Route.ComponentProps) {
  return (
    <GalleryPage kind="photo">
      <PhotoMasonry photos={loaderData.photos} />
    </GalleryPage>
  );
}
