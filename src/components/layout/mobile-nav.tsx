import { ChevronDown, Menu, X } from "../ui/icons";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { keepFocusWithin } from "../../lib/focus-loop";
import { Link, useLocation } from "react-router";
import { LanguageLinks } from "./language-switcher";
import { SocialLinks } from "./social-links";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath, splitLanguage } from "../../site/paths";
import { MAIN_MENU } from "../../site/sections";

/**
 * Below 1024 px: a menu button opens a slide-in panel over a dimmed overlay (a modal dialog: focus moves in,
 * Tab stays inside, Escape or the overlay closes it). Its sections expand one at a time. Without JavaScript
 * the button is replaced by a link to the footer's full menu, so the panel is only drawn once it is first
 * opened: the prerendered page does not carry the whole menu a second time.
 */
export function MobileNav() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const current = splitLanguage(useLocation().pathname).rest;

  const close = useCallback(() => {
    setOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        return;
      }
      if (event.key === "Tab" && panel.current) keepFocusWithin(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  // A followed link closes the panel (the page behind it changes).
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  };

  return (
    <div className="lg:hidden">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={open}
        aria-controls={drawn ? panelId : undefined}
        onClick={() => {
          setDrawn(true);
          setOpen(true);
        }}
        className="noscript:hidden flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <Menu className="size-6" />
        <span className="max-sm:sr-only">{t("buttons.openMenu")}</span>
      </button>
      <a
        href="#footer-menu"
        className="hidden noscript:flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-900"
      >
        <Menu className="size-6" />
        <span className="max-sm:sr-only">{t("nav.main")}</span>
      </a>

      {drawn && (
        <>
          <div
            aria-hidden="true"
            onClick={close}
            className={`fixed inset-0 z-40 bg-brand-950/60 transition-opacity duration-300 ${open ? "opacity-100" : "pointer-events-none opacity-0"}`}
          />
          <div
            ref={panel}
            id={panelId}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            onClickCapture={onPanelClick}
            // display:none when closed (no off-screen box to widen the page); @starting-style slides it in.
            className={`fixed inset-y-0 right-0 z-50 w-[min(24rem,90vw)] flex-col bg-white shadow-2xl transition-[translate,display] transition-discrete duration-300 starting:translate-x-full ${
              open ? "flex translate-x-0" : "hidden translate-x-full"
            }`}
          >
            <div className="flex h-header shrink-0 items-center justify-between border-b border-slate-200 px-4">
              <h2 id={titleId} className="text-lg font-bold text-brand-900">
                {t("nav.main")}
              </h2>
              <button
                ref={closeButton}
                type="button"
                onClick={close}
                className="flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50"
              >
                <X className="size-6" />
                <span className="sr-only">{t("buttons.closeMenu")}</span>
              </button>
            </div>
            <nav aria-label={t("nav.main")} className="flex-1 overflow-y-auto px-4 py-3">
              <ul className="divide-y divide-slate-100">
                <li>
                  <Link
                    to={localizedPath(language)}
                    aria-current={current === "" ? "page" : undefined}
                    className="flex min-h-12 items-center font-semibold text-ink aria-[current=page]:text-brand-700"
                  >
                    {t("nav.home")}
                  </Link>
                </li>
                {MAIN_MENU.map((group) => {
                  const isOpen = expanded === group.key;
                  const listId = `${panelId}-${group.key}`;
                  return (
                    <li key={group.key}>
                      <button
                        type="button"
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        onClick={() => setExpanded(isOpen ? null : group.key)}
                        className="flex min-h-12 w-full items-center justify-between text-left font-semibold text-ink"
                      >
                        {t(`nav.${group.key}`)}
                        <ChevronDown
                          className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`}
                        />
                      </button>
                      <ul id={listId} hidden={!isOpen} className="pb-3 pl-3">
                        {group.entries.map((entry) => (
                          <li key={entry.key}>
                            <Link
                              to={localizedPath(language, entry.path)}
                              aria-current={current === entry.path ? "page" : undefined}
                              className="block rounded-lg px-3 py-2.5 text-[0.9375rem] text-muted hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                            >
                              {t(`nav.${entry.key}`)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="space-y-4 border-t border-slate-200 px-4 py-4">
              <LanguageLinks />
              <SocialLinks tone="light" className="justify-center" />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
