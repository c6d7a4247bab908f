import type { Language } from "../languages";
import { en } from "./en";
import { ru } from "./ru";
import type { UiStrings } from "./types";
import { uz } from "./uz";
import { uzCyrl } from "./uz-cyrl";

/**
 * Every language's UI strings at once, for build scripts and tests. Site code must not import this (it
 * would put every language in every page's bundle): it uses loadStrings/stringsOf from ../i18n.
 */
export const UI_STRINGS: Record<Language, UiStrings> = { uz, "uz-cyrl": uzCyrl, en, ru };
