import { ResponsiveImage } from "../ui/responsive-image";

export interface ArticleImagesProps {
  slots: string[];
  title: string;
}

const LAYOUTS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-2 [&>*:first-child]:col-span-2",
  4: "grid-cols-2",
};

/** One to four images in a grid (spec §2, detail screens); at most 460 px high on small screens, 560 px up. */
export function ArticleImages({ slots, title }: ArticleImagesProps) {
  if (slots.length === 0) return null;
  return (
    <div className={`my-8 grid gap-3 ${LAYOUTS[slots.length] ?? LAYOUTS[4]}`}>
      {slots.map((slot, index) => (
        <ResponsiveImage
          key={slot}
          slot={slot}
          alt={slots.length === 1 ? title : `${title} (${index + 1})`}
          priority={index === 0}
          aspectRatio={slots.length === 1 || (slots.length === 3 && index === 0) ? 16 / 9 : 4 / 3}
          className="max-h-[460px] w-full rounded-2xl md:max-h-[560px]"
        />
      ))}
    </div>
  );
}
