/**
 * One component renders every content image. Until the media pipeline provides a slot's files, the slot
 * keeps its box with a calm tinted placeholder, so layout never shifts when the real image arrives.
 */
export interface ResponsiveImageProps {
  /** Media slot id, e.g. `statistics-3`. */
  slot: string | null;
  alt: string;
  /** Width / height of the box. */
  aspectRatio?: number;
  className?: string;
  /** True for the page's largest image: loaded eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
}

/** A stable hue per slot so neighbouring placeholders differ but never change between renders. */
function hueOf(slot: string): number {
  let hash = 0;
  for (const char of slot) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 190 + (hash % 50);
}

export function ResponsiveImage({ slot, alt, aspectRatio = 16 / 10, className }: ResponsiveImageProps) {
  const hue = hueOf(slot ?? "site");
  return (
    <div
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`relative overflow-hidden ${className ?? ""}`}
      style={{
        aspectRatio,
        backgroundImage: `linear-gradient(160deg, hsl(${hue} 55% 86%), hsl(${hue + 15} 45% 70%))`,
      }}
    >
      <svg
        viewBox="0 0 160 100"
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-3/5 w-full"
        preserveAspectRatio="none"
      >
        <path
          d="M0 70 L35 38 L52 54 L80 24 L112 62 L130 48 L160 70 V100 H0 Z"
          fill={`hsl(${hue + 10} 40% 58% / .55)`}
        />
        <path d="M0 84 Q40 72 80 82 T160 80 V100 H0 Z" fill={`hsl(${hue} 45% 48% / .5)`} />
      </svg>
    </div>
  );
}
