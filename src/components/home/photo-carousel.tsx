import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { MediaImage } from "../../content/media";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath } from "../../site/paths";
import { ResponsiveImage } from "../ui/responsive-image";
import { prefersReducedMotion } from "../../lib/use-reduced-motion";

export interface CarouselSlide {
  id: number;
  caption: string;
  image: MediaImage;
}

/** Slides per view by viewport width (spec §9): 1 from 0, 2 from 640, 3 from 1024, 5 from 1280 px. */
const SLIDES_PER_VIEW: readonly [minWidth: number, perView: number][] = [
  [1280, 5],
  [1024, 3],
  [640, 2],
  [0, 1],
];
const perViewAt = (width: number) => SLIDES_PER_VIEW.find(([min]) => width >= min)?.[1] ?? 1;
const DRAG_THRESHOLD_PX = 6;

/**
 * The home page's photo carousel "Foto lavhalar" (spec §2, §9): a scroll-snapping strip, so touch swipes and
 * trackpads work natively; buttons, arrow keys and mouse drag move it one slide at a time and wrap around
 * (loop), unless every slide is already in view. It never advances by itself. Each slide links to the gallery.
 */
export function PhotoCarousel({ slides }: { slides: CarouselSlide[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  const [perView, setPerView] = useState(5);

  useEffect(() => {
    const update = () => setPerView(perViewAt(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  const loop = slides.length > perView;

  const slideWidth = () => {
    const first = trackRef.current?.firstElementChild;
    return first instanceof HTMLElement ? first.offsetWidth : 0;
  };

  const go = useCallback(
    (by: number) => {
      const track = trackRef.current;
      const width = slideWidth();
      if (!track || width === 0) return;
      const last = Math.max(0, slides.length - perView);
      const current = Math.round(track.scrollLeft / width);
      let next = current + by;
      if (next > last) next = loop ? 0 : last;
      if (next < 0) next = loop ? last : 0;
      const smooth = !prefersReducedMotion();
      track.scrollTo({ left: next * width, behavior: smooth ? "smooth" : "instant" });
    },
    [loop, perView, slides.length],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    go(event.key === "ArrowRight" ? 1 : -1);
  };

  // Mouse drag (touch and pen already scroll natively).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse" || event.button !== 0 || !trackRef.current) return;
    drag.current = { x: event.clientX, scroll: trackRef.current.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    const state = drag.current;
    if (!track || !state) return;
    const dx = event.clientX - state.x;
    if (!state.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    if (!state.moved) {
      state.moved = true;
      track.setPointerCapture(event.pointerId);
      track.dataset.dragging = "true";
    }
    track.scrollLeft = state.scroll - dx;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const track = trackRef.current;
    const state = drag.current;
    drag.current = null;
    if (!track || !state?.moved) return;
    delete track.dataset.dragging;
    if (track.hasPointerCapture(event.pointerId)) track.releasePointerCapture(event.pointerId);
    const width = slideWidth();
    const moved = state.scroll - track.scrollLeft;
    const slidesMoved =
      Math.round(moved / Math.max(1, width)) || (Math.abs(moved) > width / 5 ? Math.sign(moved) : 0);
    track.scrollLeft = state.scroll;
    go(-slidesMoved);
    // The click that ends a drag must not follow the link underneath.
    const swallow = (click: MouseEvent) => click.preventDefault();
    track.addEventListener("click", swallow, { capture: true, once: true });
    window.setTimeout(() => track.removeEventListener("click", swallow, { capture: true }), 0);
  };

  const buttonClass =
    "inline-flex size-11 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50 disabled:opacity-40 noscript:hidden";

  return (
    <section aria-labelledby="carousel-heading" className="py-16 sm:py-20">
      <div className="container-page flex flex-wrap items-end justify-between gap-4">
        <h2 id="carousel-heading" className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {t("home.carouselHeading")}
        </h2>
        <div className="flex items-center gap-3">
          <Link
            to={localizedPath(language, "photo")}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-500"
          >
            {t("home.viewGallery")}
          </Link>
          <button
            type="button"
            className={buttonClass}
            aria-controls="carousel-track"
            onClick={() => go(-1)}
            disabled={!loop}
          >
            <ChevronLeft className="size-5" />
            <span className="sr-only">{t("home.carouselPrevious")}</span>
          </button>
          <button
            type="button"
            className={buttonClass}
            aria-controls="carousel-track"
            onClick={() => go(1)}
            disabled={!loop}
          >
            <ChevronRight className="size-5" />
            <span className="sr-only">{t("home.carouselNext")}</span>
          </button>
        </div>
      </div>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={t("home.carouselLabel")}
        className="mt-8"
      >
        {/* Arrow keys and mouse drag enhance the list; its links stay the interactive elements. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          id="carousel-track"
          ref={trackRef}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          // The pictures are draggable: a native image drag would cancel the pointer and with it the swipe.
          onDragStart={(event) => event.preventDefault()}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] data-[dragging]:cursor-grabbing data-[dragging]:snap-none [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slideLabel", { n: index + 1, total: slides.length })}
              className="shrink-0 basis-full snap-start sm:basis-1/2 lg:basis-1/3 xl:basis-1/5"
            >
              <Link
                to={localizedPath(language, "photo")}
                draggable={false}
                className="group block overflow-hidden focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-sun-400"
              >
                <ResponsiveImage
                  image={slide.image}
                  alt={slide.caption || t("home.imageN", { n: index + 1 })}
                  ratio="fill"
                  sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="h-[300px] w-full transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
                />
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
