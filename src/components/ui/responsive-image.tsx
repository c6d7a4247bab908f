import { useEffect, useRef, useState } from "react";
import { JPEG_FALLBACK_WIDTH, mediaSrcSet, mediaUrl, type MediaImage } from "../../content/media";

/**
 * One component renders every still: AVIF and WebP at 480–1600 px (one JPEG for old browsers), intrinsic
 * width and height, lazy loading unless it is in the first screen (the largest with high priority). Under
 * the page's lead picture lies a tiny blurred placeholder, under the others a grey box. The box keeps its
 * size whatever happens: if the file fails to load, the broken picture is hidden and nothing shifts. No
 * inline styles (the Content-Security-Policy allows none): ratio and focal point map to fixed classes.
 */

/** Box shapes in use; a class each so Tailwind sees them. */
const RATIO_CLASS = {
  "16/10": "aspect-[16/10]",
  "16/9": "aspect-video",
  "4/3": "aspect-[4/3]",
  "1/1": "aspect-square",
  "21/9": "aspect-[21/9]",
  /** The caller's classes set the height (the hero, masonry tiles). */
  fill: "",
} as const;
export type ImageRatio = keyof typeof RATIO_CLASS;

/** Focal point snapped to a 5 × 3 grid, so cropping keeps the key element in view. */
const FOCAL_CLASS: readonly (readonly string[])[] = [
  ["object-[15%_25%]", "object-[32%_25%]", "object-[50%_25%]", "object-[68%_25%]", "object-[85%_25%]"],
  ["object-[15%_50%]", "object-[32%_50%]", "object-[50%_50%]", "object-[68%_50%]", "object-[85%_50%]"],
  ["object-[15%_75%]", "object-[32%_75%]", "object-[50%_75%]", "object-[68%_75%]", "object-[85%_75%]"],
];

function focalClass([x, y]: [number, number]): string {
  const column = Math.min(4, Math.max(0, Math.round((x - 0.15) / 0.175)));
  const row = y < 0.38 ? 0 : y > 0.62 ? 2 : 1;
  return FOCAL_CLASS[row]?.[column] ?? "object-center";
}

export interface ResponsiveImageProps {
  image: MediaImage | null;
  /** Defaults to the slot's alt text; pass "" when the picture is decorative next to its own title. */
  alt?: string;
  ratio?: ImageRatio;
  className?: string;
  /** The page's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  /**
   * In the first screen, not the largest: fetched as soon as the page names it rather than after layout
   * (lazy loading's wait), at the browser's own priority.
   */
  eager?: boolean;
  /** Rendered width per layout, as in the `sizes` attribute. */
  sizes?: string;
  /** `cover` crops to the box around the focal point; `contain` shows the whole picture (the photo viewer). */
  fit?: "cover" | "contain";
}

const DEFAULT_SIZES = "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw";

export function ResponsiveImage({
  image,
  alt,
  ratio = "16/10",
  className = "",
  priority = false,
  eager = false,
  sizes = DEFAULT_SIZES,
  fit = "cover",
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An error before hydration fired no React handler: look at the element itself.
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  const box = `relative block overflow-hidden ${fit === "cover" ? "bg-slate-200" : ""} ${RATIO_CLASS[ratio]} ${className}`;
  if (!image) return <span className={box} aria-hidden="true" />;
  const text = alt ?? image.alt;
  const fill = `absolute inset-0 size-full ${fit === "cover" ? `object-cover ${focalClass(image.focal)}` : "object-contain"}`;
  return (
    <span className={box}>
      {image.placeholder && (
        <img
          src={image.placeholder}
          alt=""
          aria-hidden="true"
          width={image.width}
          height={image.height}
          className={fill}
        />
      )}
      <picture>
        <source type="image/avif" srcSet={mediaSrcSet(image, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={mediaSrcSet(image, "webp")} sizes={sizes} />
        <img
          ref={imgRef}
          // Every current browser takes the AVIF or WebP source; the rest get one 800 px JPEG.
          src={mediaUrl(image, JPEG_FALLBACK_WIDTH, "jpg")}
          width={image.width}
          height={image.height}
          alt={text}
          loading={priority || eager ? "eager" : "lazy"}
          decoding={priority ? undefined : "async"}
          fetchPriority={priority ? "high" : undefined}
          onError={() => setFailed(true)}
          className={`${fill} ${failed ? "invisible" : ""} text-transparent`}
        />
      </picture>
      {image.credit ? (
        <span className="absolute right-0 bottom-0 bg-black/55 px-2 py-0.5 text-xs text-white">
          {image.credit}
        </span>
      ) : null}
    </span>
  );
}
