import type { Source } from "../../events/event";
import { LANGUAGE_TAGS } from "../../i18n/languages";
import { useLanguage } from "../../i18n/use-language";

/**
 * A cited source: its title as the source gives it, linked. A title in another language than the page's carries
 * its own `lang` (WCAG 3.1.2: a screen reader reads a Russian title with Russian rules on an English page), and the
 * link says which language the source is in (`hreflang`).
 */
export function SourceLink({ source }: { source: Source }) {
  const language = useLanguage();
  return (
    <a
      href={source.url}
      rel="noopener"
      hrefLang={source.lang}
      lang={source.lang === LANGUAGE_TAGS[language] ? undefined : source.lang}
    >
      {source.title}
    </a>
  );
}
