import { Play } from "../ui/icons";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { GalleryVideo } from "../../content/gallery.server";
import { JPEG_PICTURE_WIDTH, mediaUrl } from "../../content/media";
import { useInView } from "../../lib/use-in-view";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { ModalDialog } from "../ui/modal-dialog";
import { ResponsiveImage } from "../ui/responsive-image";

const fallbackSource = (video: GalleryVideo) => video.sources.at(-1)?.src ?? "";

/** A muted loop over the poster that plays only while on screen, and never under reduced motion. */
function InlineClip({ video }: { video: GalleryVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const inView = useInView(ref, 0.4);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (inView) element.play().catch(() => undefined);
    else element.pause();
  }, [inView]);
  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      className="absolute inset-0 size-full object-cover"
    >
      {video.sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}

/** Stops and clears the player when it leaves (closing the dialog unmounts it). */
function ModalPlayer({ video }: { video: GalleryVideo }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    return () => {
      if (!element) return;
      element.pause();
      // Unmounted, it still holds its <source> children, and load() would fetch the clip again: drop them.
      if (!element.isConnected) element.replaceChildren();
      element.removeAttribute("src");
      element.load();
    };
  }, []);
  return (
    <figure className="flex h-full flex-col items-center justify-center gap-3 px-4 pt-16 pb-6">
      <video
        ref={ref}
        controls
        autoPlay
        playsInline
        muted
        poster={mediaUrl(video.poster, JPEG_PICTURE_WIDTH, "jpg")}
        aria-label={video.title}
        className="aspect-video max-h-[calc(100dvh-9rem)] w-full max-w-[1066px] rounded-lg bg-black lg:h-[600px] lg:w-auto"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        <p className="text-white">
          {t("gallery.videoFallback")} <a href={fallbackSource(video)}>{video.title}</a>
        </p>
      </video>
      <figcaption className="font-semibold text-white">{video.title}</figcaption>
    </figure>
  );
}

export function VideoGrid({ videos }: { videos: GalleryVideo[] }) {
  const { t } = useTranslation();
  // The prerendered page has no clips (reduced motion assumed). Mounting nine <video> elements in the render that
  // hydration forces when the visitor's preference arrives was one 11–15 ms task (45–60 ms on Lighthouse's
  // phone). Deferred, they mount in a background render that yields every few milliseconds.
  const reducedMotion = useDeferredValue(useReducedMotion(), true);
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected === null ? null : videos[selected];
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video, index) => (
          <li key={video.id}>
            <a
              href={fallbackSource(video)}
              onClick={(event) => {
                event.preventDefault();
                setSelected(index);
              }}
              className="group block rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="relative block overflow-hidden rounded-xl">
                <ResponsiveImage
                  image={video.poster}
                  alt=""
                  ratio="16/9"
                  priority={index === 0}
                  sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="w-full"
                />
                {!reducedMotion && <InlineClip video={video} />}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors group-hover:bg-black/25"
                >
                  <span className="inline-flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none">
                    <Play className="ml-1 size-7 fill-current" />
                  </span>
                </span>
              </span>
              <span className="sr-only">{t("gallery.playClip", { title: video.title })}</span>
              <span
                aria-hidden="true"
                className="mt-3 block font-semibold text-brand-900 group-hover:text-brand-600"
              >
                {video.title}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <ModalDialog
        open={current != null}
        onClose={() => setSelected(null)}
        label={t("gallery.videoPlayer")}
        className="h-dvh w-dvw"
      >
        {current && <ModalPlayer key={current.id} video={current} />}
      </ModalDialog>
    </>
  );
}
