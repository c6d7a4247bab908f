import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import type { GalleryPhoto } from "../../content/gallery.server";
import { mediaUrl } from "../../content/media";
import { ModalDialog } from "../ui/modal-dialog";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * Heights of the masonry tiles (spec §9): 120–290 px at 640 px wide or less, 250–550 px above, random but
 * fixed per item (seeded by its id) so the prerendered page and the hydrated one agree. In 10 px steps, one
 * class each, because the Content-Security-Policy allows no inline styles.
 */
const SMALL_HEIGHTS = [
  "h-[120px]",
  "h-[130px]",
  "h-[140px]",
  "h-[150px]",
  "h-[160px]",
  "h-[170px]",
  "h-[180px]",
  "h-[190px]",
  "h-[200px]",
  "h-[210px]",
  "h-[220px]",
  "h-[230px]",
  "h-[240px]",
  "h-[250px]",
  "h-[260px]",
  "h-[270px]",
  "h-[280px]",
  "h-[290px]",
];
const LARGE_HEIGHTS = [
  "min-[641px]:h-[250px]",
  "min-[641px]:h-[260px]",
  "min-[641px]:h-[270px]",
  "min-[641px]:h-[280px]",
  "min-[641px]:h-[290px]",
  "min-[641px]:h-[300px]",
  "min-[641px]:h-[310px]",
  "min-[641px]:h-[320px]",
  "min-[641px]:h-[330px]",
  "min-[641px]:h-[340px]",
  "min-[641px]:h-[350px]",
  "min-[641px]:h-[360px]",
  "min-[641px]:h-[370px]",
  "min-[641px]:h-[380px]",
  "min-[641px]:h-[390px]",
  "min-[641px]:h-[400px]",
  "min-[641px]:h-[410px]",
  "min-[641px]:h-[420px]",
  "min-[641px]:h-[430px]",
  "min-[641px]:h-[440px]",
  "min-[641px]:h-[450px]",
  "min-[641px]:h-[460px]",
  "min-[641px]:h-[470px]",
  "min-[641px]:h-[480px]",
  "min-[641px]:h-[490px]",
  "min-[641px]:h-[500px]",
  "min-[641px]:h-[510px]",
  "min-[641px]:h-[520px]",
  "min-[641px]:h-[530px]",
  "min-[641px]:h-[540px]",
  "min-[641px]:h-[550px]",
];

/** mulberry32: a tiny seeded generator, the same on the server and in the browser. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function tileHeightClasses(id: number): string {
  const random = seeded(id * 7919);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] ?? list[0];
  return `${pick(SMALL_HEIGHTS)} ${pick(LARGE_HEIGHTS)}`;
}

const labelOf = (photo: GalleryPhoto) => photo.caption || photo.image.alt;

export function PhotoMasonry({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number | null>(null);
  const current = selected === null ? null : photos[selected];
  const step = (by: number) =>
    setSelected((index) => (index === null ? null : (index + by + photos.length) % photos.length));

  return (
    <>
      <ul className="columns-2 gap-3 sm:gap-4 lg:columns-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="mb-3 break-inside-avoid sm:mb-4">
            <a
              href={mediaUrl(photo.image, 1600, "jpg")}
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
                sizes="(min-width: 1024px) 400px, 50vw"
                className={`w-full transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${tileHeightClasses(photo.id)}`}
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
