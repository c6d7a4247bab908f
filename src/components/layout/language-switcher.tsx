import { Check, ChevronDown } from "../ui/icons";
import { useCallback, useId, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useLocation } from "react-router";
import { Flag } from "../ui/flags";
import {
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  LANGUAGES,
  storeLanguage,
  type Language,
} from "../../i18n/languages";
import { useLanguage } from "../../i18n/use-language";
import { useDismiss } from "../../lib/use-dismiss";
import { switchLanguagePath } from "../../site/paths";

/**
 * Choosing a language rewrites the first path segment, stores the choice under `language`, then loads the
 * new address as a full page load (spec §4: navigate and reload). Without JavaScript the options are plain
 * links to the same page in the other language.
 */
function useLanguageLinks() {
  const { pathname } = useLocation();
  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    storeLanguage(language);
    // The query string is added at click time: prerendered hrefs cannot know it, and must match on hydration.
    window.location.assign(
      `${switchLanguagePath(window.location.pathname, language)}${window.location.search}`,
    );
  };
  return LANGUAGES.map((language) => ({
    language,
    href: switchLanguagePath(pathname, language),
    onClick: choose(language),
  }));
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLanguage();
  const links = useLanguageLinks();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, close, container, button);

  return (
    <div ref={container} className="group relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("buttons.language", { language: LANGUAGE_NAMES[current] })}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        {/* Lazy: the button shows from 1024 px only, and a phone need not fetch (or preload) its flag. */}
        <Flag language={current} className="h-3.5 w-6" lazy />
        <span lang={LANGUAGE_TAGS[current]} className="lg:max-xl:hidden">
          {LANGUAGE_NAMES[current]}
        </span>
        <span aria-hidden="true" className="hidden uppercase lg:max-xl:inline">
          {LANGUAGE_CODES[current]}
        </span>
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        id={listId}
        className={`${open ? "block" : "hidden"} noscript:group-focus-within:block noscript:group-hover:block absolute right-0 z-50 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl`}
      >
        {links.map(({ language, href, onClick }) => (
          <li key={language}>
            <a
              href={href}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? "true" : undefined}
              onClick={onClick}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-ink hover:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-700"
            >
              <Flag language={language} className="h-3.5 w-6 shrink-0" lazy />
              <span className="flex-1">{LANGUAGE_NAMES[language]}</span>
              {language === current && <Check className="size-4" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The languages two by two, for the mobile menu panel. */
export function LanguageLinks() {
  const { t } = useTranslation();
  const current = useLanguage();
  const links = useLanguageLinks();
  return (
    <nav aria-label={t("buttons.chooseLanguage")}>
      <ul className="grid grid-cols-2 gap-2">
        {links.map(({ language, href, onClick }) => (
          <li key={language}>
            <a
              href={href}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              aria-current={language === current ? "true" : undefined}
              onClick={onClick}
              className="flex min-h-11 flex-col items-center justify-center gap-1 rounded-lg border border-slate-200 px-2 py-2 text-xs font-medium text-ink aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:text-brand-800"
            >
              <Flag language={language} className="h-3.5 w-6" />
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
