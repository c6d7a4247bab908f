import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SOCIAL_IMAGE_SIZE, type MediaImage, type SocialImage } from "./media";
import type { IndexEntry } from "../../media/scripts/build-media.ts";
import type { Language } from "../i18n/languages";
import { textIn } from "../cyrillic/data.server";

/**
 * Reads the index written by media/scripts/build-media.ts (run by `npm run build` before prerendering).
 * Loaders resolve slot ids into what ResponsiveImage needs; an unknown slot stops the build, naming it.
 */

const INDEX_FILE = path.resolve(process.cwd(), ".cache/media/index.json");
let index: Record<string, IndexEntry> | null = null;

export class MediaError extends Error {
  override name = "MediaError";
}

function slots(): Record<string, IndexEntry> {
  if (index) return index;
  if (!existsSync(INDEX_FILE)) {
    throw new MediaError("The media index is missing: run `npx tsx media/scripts/build-media.ts` (npm run build does).");
  }
  index = (JSON.parse(readFileSync(INDEX_FILE, "utf8")) as { slots: Record<string, IndexEntry> }).slots;
  return index;
}

function entryOf(id: string): IndexEntry {
  const entry = slots()[id];
  if (!entry) throw new MediaError(`Image slot "${id}" is not in media/manifest.yaml`);
  return entry;
}

export interface MediaOptions {
  /**
   * Carry the blurred placeholder: only for the page's lead picture, the one seen while it loads. Every
   * placeholder is about 350 bytes of incompressible data in the page and again in its loader data.
   */
  placeholder?: boolean;
}

export function mediaImage(id: string, language: Language, { placeholder = false }: MediaOptions = {}): MediaImage {
  const entry = entryOf(id);
  return {
    id,
    key: entry.key,
    width: entry.width,
    height: entry.height,
    focal: entry.focal,
    ...(placeholder && { placeholder: entry.placeholder }),
    alt: textIn(entry.alt, language),
    ...(entry.source === "photo" && { credit: textIn(entry.credit, language) }),
  };
}

/** Several slots; the first is the page's lead picture and carries its placeholder. */
export function mediaImages(ids: readonly string[], language: Language): MediaImage[] {
  return ids.map((id, index) => mediaImage(id, language, { placeholder: index === 0 }));
}

/** A social preview slot (`social-*`): the build must have made it at the size the og:image tags declare. */
export function socialImage(id: string, language: Language): SocialImage {
  const entry = entryOf(id);
  if (!entry.social || entry.width !== SOCIAL_IMAGE_SIZE.width || entry.height !== SOCIAL_IMAGE_SIZE.height) {
    throw new MediaError(`Image slot "${id}" is not a ${SOCIAL_IMAGE_SIZE.width}×${SOCIAL_IMAGE_SIZE.height} social preview`);
  }
  return { id, key: entry.key, alt: textIn(entry.alt, language) };
}
