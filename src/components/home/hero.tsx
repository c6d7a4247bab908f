import { Pause, Play } from "../ui/icons";
import { useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { TypedText } from "./typed-text";
import type { MediaImage } from "../../content/media";
import { useReducedMotion } from "../../lib/use-reduced-motion";
import { ResponsiveImage } from "../ui/responsive-image";

export interface VideoSource {
  src: string;
  type: string;
}

/** Spec §9: the typed subtitle's speed and start delay, in milliseconds. */
const TYPING_SPEED_MS = 40;
const TYPING_START_DELAY_MS = 500;

function subscribeToLoad(onChange: () => void): () => void {
  window.addEventListener("load", onChange);
  return () => window.removeEventListener("load", onChange);
}

/** True after the page's load event, so the video never competes with the page's own files. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === "complete",
    () => false,
  );
}

/**
 * The home hero (spec §2, §9): 400 px high on small screens, 620 px on large. The poster is a responsive
 * still and the page's largest contentful paint; the looping muted video fades in over it once it plays,
 * loads only after the page's load event, never under reduced motion, and has a visible pause button.
 */
export function Hero({ poster, sources }: { poster: MediaImage; sources: readonly VideoSource[] }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const pageLoaded = usePageLoaded();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const showVideo = pageLoaded && !reducedMotion;

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    // Follow what the button says, not video.paused: a video that never started (autoplay refused, file
    // missing) must still be "paused" by the first press rather than played.
    if (paused) {
      video.play().catch(() => undefined);
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[400px] items-center overflow-hidden lg:h-[620px]"
    >
      <ResponsiveImage
        image={poster}
        alt=""
        ratio="fill"
        priority
        sizes="100vw"
        className="absolute! inset-0 -z-20 size-full"
      />
      {showVideo && (
        <video
          ref={videoRef}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
          className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
        >
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </video>
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/75 via-brand-950/40 to-brand-950/5" />
      <div className="container-page">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-extrabold tracking-tight text-white drop-shadow sm:text-6xl"
        >
          {t("home.heroTitle")}
        </h1>
        <TypedText
          text={t("site.tagline")}
          speed={TYPING_SPEED_MS}
          startDelay={TYPING_START_DELAY_MS}
          className="mt-4 max-w-2xl text-xl font-semibold text-sun-400 drop-shadow sm:text-3xl"
        />
      </div>
      {showVideo && (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={paused}
          className="absolute right-4 bottom-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-950/70 px-4 text-sm font-semibold text-white backdrop-blur hover:bg-brand-950/90 focus-visible:outline-3 focus-visible:outline-sun-400"
        >
          {paused ? <Play className="size-4" /> : <Pause className="size-4" />}
          {paused ? t("home.playVideo") : t("home.pauseVideo")}
        </button>
      )}
    </section>
  );
}
