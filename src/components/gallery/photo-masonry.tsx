import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { GalleryPhoto } from "../../content/gallery.server";
import { mediaUrl } from "../../content/media";
import { ModalDialog } from "../ui/modal-dialog";
import { ResponsiveImage } from "../ui/responsive-image";
import { firstScreenTiles, MASONRY_LIST_CLASS, MASONRY_TILE_CLASS, tileOf } from "./masonry-layout";

const labelOf = (photo: GalleryPhoto) => photo.caption || photo.image.alt;

export function PhotoMasonry({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected === null ? null : photos[selected];
  // Once per list, not on every step of the photo viewer.
  const { tiles, firstScreen } = useMemo(() => {
    const tiles = photos.map((photo) => tileOf(photo.id));
    return { tiles, firstScreen: firstScreenTiles(tiles) };
  }, [photos]);
  const step = (by: number) =>
    setSelected((index) => (index === null ? null : (index + by + photos.length) % photos.length));

  return (
    <>
      <ul className={MASONRY_LIST_CLASS}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={MASONRY_TILE_CLASS}>
            <a
              href={mediaUrl(photo.image, 1600, "webp")}
              onClick={(event) => {
                event.preventDefault();
                setSelected(index);
              }}
              className="group relative block overflow-hidden rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <ResponsiveImage
                image={photo.image}
                alt={t("gallery.openPhoto", { caption: labelOf(photo) })}
                ratio="fill"
                priority={index === 0}
                eager={firstScreen.has(index)}
                sizes="(min-width: 1024px) 400px, 50vw"
                className={`w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${tiles[index]?.className ?? ""}`}
              />
              {photo.caption && (
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent px-3 pt-8 pb-2 text-sm font-medium text-white"
                >
                  {photo.caption}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>

      <ModalDialog
        open={current != null}
        onClose={() => setSelected(null)}
        label={t("gallery.photoViewer")}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          else if (event.key === "ArrowRight") step(1);
          else return;
          event.preventDefault();
        }}
        className="h-dvh w-dvw"
      >
        {current && (
          <figure className="flex h-full flex-col items-center justify-center gap-3 px-4 pt-16 pb-4 sm:px-20">
            <ResponsiveImage
              key={current.id}
              image={current.image}
              ratio="fill"
              fit="contain"
              priority
              sizes="100vw"
              className="h-[calc(100dvh-10rem)] w-full"
            />
            <figcaption className="text-center text-white">
              <span className="font-semibold">{labelOf(current)}</span>
              <span className="ml-3 text-white/75">
                {t("gallery.counter", { n: (selected ?? 0) + 1, total: photos.length })}
              </span>
            </figcaption>
          </figure>
        )}
        <button
          type="button"
          onClick={() => step(-1)}
          className="fixed top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-sun-400 sm:left-4"
        >
          <ChevronLeft className="size-7" />
          <span className="sr-only">{t("gallery.previousPhoto")}</span>
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          className="fixed top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-sun-400 sm:right-4"
        >
          <ChevronRight className="size-7" />
          <span className="sr-only">{t("gallery.nextPhoto")}</span>
        </button>
      </ModalDialog>
    </>
  );
}
