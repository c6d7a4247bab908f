/**
 * A media slot as the pages receive it from their loaders: the file key, intrinsic size, focal point and
 * placeholder of one still built by media/scripts/build-media.ts, with the alt text in the page's language.
 * File names follow `/media/<id>.<key>.<width>.<format>`; the key changes whenever the picture does, so the
 * files are cached forever.
 */
export interface MediaImage {
  id: string;
  key: string;
  width: number;
  height: number;
  /** Focal point, fractions of width and height. */
  focal: [number, number];
  /**
   * A tiny blurred picture as a data URI, shown until the real file arrives (lead pictures only). Absent rather
   * than null, here and in `credit`: a page's data then carries no empty field for each of its pictures.
   */
  placeholder?: string;
  alt: string;
  /** Author and licence, for photos only (generated illustrations share one credit in the footer). */
  credit?: string;
}

/** 640 serves two-column tiles on 3× phones (195 CSS px), which would otherwise take 800. */
export const MEDIA_WIDTHS = [480, 640, 800, 1200, 1600] as const;
export type MediaFormat = "avif" | "webp" | "jpg";
/** The JPEG an `<img>` falls back to (decision 005: every current browser takes its AVIF or WebP source). */
export const JPEG_FALLBACK_WIDTH = 800;
/** The JPEG a video poster and a page's structured data name. */
export const JPEG_PICTURE_WIDTH = 1200;
/**
 * The JPEG files a still has: those two, and no other width (issue #33: three fifths of the JPEG work, 28 MB of
 * files that no page named). Social previews are slots of their own, one 1200×630 JPEG each.
 */
export const JPEG_WIDTHS = [JPEG_FALLBACK_WIDTH, JPEG_PICTURE_WIDTH] as const;

export function mediaUrl(image: Pick<MediaImage, "id" | "key">, width: number, format: MediaFormat): string {
  return `/media/${image.id}.${image.key}.${width}.${format}`;
}

/**
 * A page's social preview (og:image): one of the manifest's `social-*` slots, built as a single 1200×630
 * JPEG. Pages carry only what the tags need, never the slot's placeholder or focal point.
 */
export type SocialImage = Pick<MediaImage, "id" | "key" | "alt">;
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function socialImageUrl(image: SocialImage): string {
  return mediaUrl(image, SOCIAL_IMAGE_SIZE.width, "jpg");
}

export function mediaSrcSet(image: Pick<MediaImage, "id" | "key">, format: MediaFormat): string {
  return MEDIA_WIDTHS.map((width) => `${mediaUrl(image, width, format)} ${width}w`).join(", ");
}

