import { ResponsiveImage, type ImageRatio } from "../ui/responsive-image";
import type { MediaImage } from "../../content/media";

export interface ArticleImagesProps {
  images: MediaImage[];
}

const LAYOUTS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-2 [&>*:first-child]:col-span-2",
  4: "grid-cols-2",
};

/** How wide each picture is drawn, per count and position (the article column is at most 768 px). */
function sizesOf(count: number, index: number): string {
  const full = "(min-width: 768px) 768px, 100vw";
  if (count === 1 || (count === 3 && index === 0)) return full;
  if (count === 2) return "(min-width: 768px) 384px, (min-width: 640px) 50vw, 100vw";
  return "(min-width: 768px) 384px, 50vw";
}

/** One to four images in a grid (spec §2, detail screens); the first is the page's largest and loads first. */
export function ArticleImages({ images }: ArticleImagesProps) {
  if (images.length === 0) return null;
  return (
    <div className={`my-8 grid gap-3 ${LAYOUTS[images.length] ?? LAYOUTS[4]}`}>
      {images.map((image, index) => {
        const wide = images.length === 1 || (images.length === 3 && index === 0);
        const ratio: ImageRatio = wide ? "16/9" : "4/3";
        return (
          <ResponsiveImage
            key={image.id}
            image={image}
            priority={index === 0}
            ratio={ratio}
            sizes={sizesOf(images.length, index)}
            className="max-h-[460px] w-full rounded-2xl md:max-h-[560px]"
          />
        );
      })}
    </div>
  );
}
