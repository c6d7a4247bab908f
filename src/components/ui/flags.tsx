import type { Language } from "../../i18n/languages";
import en from "../../assets/flags/en.svg";
import ru from "../../assets/flags/ru.svg";
import uz from "../../assets/flags/uz.svg";

/**
 * Small flags for the language switcher, decorative (the language name is always written beside them).
 * Image files rather than inline SVG: each is fetched once and cached, instead of riding in every page's
 * HTML and script.
 */
/** Both Uzbek editions fly the one flag. */
const FLAG_FILES: Record<Language, string> = { uz, "uz-cyrl": uz, en, ru };

export interface FlagProps {
  language: Language;
  className?: string;
  /** Flags in a closed list wait until the list opens. */
  lazy?: boolean;
}

export function Flag({ language, className, lazy = false }: FlagProps) {
  return (
    <img
      src={FLAG_FILES[language]}
      alt=""
      width={24}
      height={14}
      loading={lazy ? "lazy" : undefined}
      className={`${className ?? ""} rounded-[2px] object-cover ring-1 ring-black/15`}
    />
  );
}
