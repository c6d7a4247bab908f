import path from "node:path";
import { z } from "zod";
import { ContentError, readYamlFile } from "./load.server";
import { localized } from "./schema";
import type { MediaImage } from "./media";
import { mediaImage } from "./media.server";
import type { Language } from "../i18n/languages";

/** The photo and video galleries (content/gallery.yaml): captions here, pictures in the media manifest. */

const GALLERY_FILE = path.resolve(process.cwd(), "content/gallery.yaml");

const text = localized(z.string());
const gallerySchema = z
  .object({
    photos: z
      .array(z.object({ id: z.number().int().min(1).max(24), caption: text }).strict())
      .length(23, "the gallery has 23 photos (spec §3)"),
    videos: z
      .array(z.object({ id: z.number().int().min(1), title: text.extend({ uz: z.string().min(1) }) }).strict())
      .length(9, "the video gallery has 9 clips (spec §3)"),
  })
  .strict();

export interface GalleryPhoto {
  id: number;
  /** May be empty: the image's alt text then comes from the media manifest. */
  caption: string;
  image: MediaImage;
}

export interface GalleryVideo {
  id: number;
  title: string;
  poster: MediaImage;
  /** Same-origin files, AV1 first, H.264 MP4 as the universal fallback. */
  sources: { src: string; type: string }[];
}

let cached: z.infer<typeof gallerySchema> | null = null;

function gallery(): z.infer<typeof gallerySchema> {
  if (cached) return cached;
  const parsed = readYamlFile(gallerySchema, GALLERY_FILE);
  const ids = new Set(parsed.photos.map((photo) => photo.id));
  if (ids.size !== parsed.photos.length) throw new ContentError("content/gallery.yaml: photos: ids must be unique");
  cached = parsed;
  return parsed;
}

export function galleryPhotos(language: Language): GalleryPhoto[] {
  return gallery().photos.map(({ id, caption }) => ({
    id,
    caption: caption[language],
    image: mediaImage(`gallery-${id}`, language),
  }));
}

/**
 * The home carousel's slides: the photos with their captions as alt text (spec §2: a slide's alt is its
 * title, else "Image N"), without the gallery's longer descriptions, which the carousel never shows.
 */
export function carouselSlides(language: Language): GalleryPhoto[] {
  return galleryPhotos(language).map((photo) => ({ ...photo, image: { ...photo.image, alt: photo.caption } }));
}

export function galleryVideos(language: Language): GalleryVideo[] {
  return gallery().videos.map(({ id, title }) => ({
    id,
    title: title[language],
    poster: mediaImage(`clip-${id}`, language),
    sources: [
      { src: `/video/clip-${id}.av1.webm`, type: 'video/webm; codecs="av01.0.08M.08"' },
      { src: `/video/clip-${id}.mp4`, type: "video/mp4" },
    ],
  }));
}
