import type { Route } from "./+types/video-gallery";
import { GalleryPage } from "../components/gallery/gallery-page";
import { VideoGrid } from "../components/gallery/video-grid";
import { galleryVideos } from "../content/gallery.server";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { galleryMeta } from "../site/meta";
import { sitePathOf } from "../site/route-lookup";

/** The video gallery (spec §2): nine looping clips and a modal player. */
export function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  return { language, videos: galleryVideos(language) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? galleryMeta(loaderData.language, "videoGalery") : [];
}

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  return (
    <GalleryPage kind="videoGalery">
      <VideoGrid videos={loaderData.videos} />
    </GalleryPage>
  );
}
