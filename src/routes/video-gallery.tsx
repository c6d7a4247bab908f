import type { Route } from "./+types/video-gallery";
import { GalleryPage } from "../components/gallery/gallery-page";
import { VideoGrid } from "../components/gallery/video-grid";
import { galleryVideos } from "../content/gallery.server";
import { loadStrings } from "../i18n/i18n";
import { revalidateOnLanguageChange } from "../lib/revalidate";
import { galleryMeta } from "../site/meta";
import { pageHead } from "../site/page-head.server";
import { sitePathOf } from "../site/route-lookup";

/** The video gallery (spec §2): nine looping clips and a modal player. */
export async function loader({ request }: Route.LoaderArgs) {
  const { language } = sitePathOf(request);
  const strings = await loadStrings(language);
  return {
    language,
    videos: galleryVideos(language),
    head: await pageHead(language, "videoGalery", strings.nav.videoGalery),
  };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? galleryMeta(loaderData.language, "videoGalery", loaderData.head) : [];
}

export default function VideoGallery({ loaderData }: Route.ComponentProps) {
  return (
    <GalleryPage kind="videoGalery" trail={loaderData.head.trail}>
      <VideoGrid videos={loaderData.videos} />
    </GalleryPage>
  );
}
