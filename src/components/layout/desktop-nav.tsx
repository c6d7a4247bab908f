import { ChevronDown } from "../ui/icons";
import { useCallback, useId, useRef, useState, type FocusEvent, type PointerEvent } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link, useLocation } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { useDismiss } from "../../lib/use-dismiss";
import { localizedPath, splitLanguage } from "../../site/paths";
import { MAIN_MENU, type MenuGroup } from "../../site/sections";

/**
 * The header's main menu from 1024 px: WAI-ARIA disclosure navigation. Each group's name links to its
 * section; the chevron button beside it shows the drop-down, which also opens on hover and on keyboard focus
 * and closes when the pointer leaves, on Escape, and when focus leaves the group. Without JavaScript the
 * drop-downs open on hover and focus through CSS alone.
 */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.main")} className="hidden lg:block">
      <ul className="flex items-center">
        {MAIN_MENU.map((group) => (
          <DesktopMenuGroup key={group.key} group={group} />
        ))}
      </ul>
    </nav>
  );
}

function DesktopMenuGroup({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, container, button);

  const current = splitLanguage(pathname).rest;
  const groupPaths = [group.path, ...group.entries.map((entry) => entry.path)];
  const isActive = groupPaths.some((path) => current === path || current.startsWith(`${path}/`));
  const label = t(`nav.${group.key}`);

  // Hover opens the drop-down; a click on the chevron that follows it must not close it again.
  const openedByHover = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || open) return;
    openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    setOpen(false);
  };
  const onToggle = () => {
    if (openedByHover.current) openedByHover.current = false;
    else setOpen((value) => !value);
  };
  const comesFromOutside = (event: FocusEvent) =>
    !container.current?.contains(event.relatedTarget as Node | null);
  const onBlur = (event: FocusEvent) => {
    if (comesFromOutside(event)) setOpen(false);
  };
  // Keyboard focus entering the group opens it; focus moving inside it (e.g. back to the button after
  // Escape) does not reopen it. Mouse focus is left to hover and click.
  const onFocus = (event: FocusEvent) => {
    if (comesFromOutside(event) && (event.target as Element).matches(":focus-visible")) setOpen(true);
  };

  return (
    <li
      ref={container}
      className="group relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onFocus={onFocus}
    >
      <div className="flex items-center">
        <Link
          to={localizedPath(language, group.path)}
          className={`flex min-h-11 items-center rounded-md py-2 pr-0.5 pl-2 text-[0.9375rem] font-semibold whitespace-nowrap hover:text-brand-600 lg:max-xl:text-sm ${
            isActive
              ? "text-brand-700 underline decoration-sun-500 decoration-[3px] underline-offset-[10px]"
              : "text-ink"
          }`}
        >
          {label}
        </Link>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t("nav.openSubmenu", { name: label })}
          onClick={onToggle}
          className="flex size-7 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
        >
          <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <div
        id={panelId}
        className={`${open ? "block" : "hidden"} noscript:group-focus-within:block noscript:group-hover:block absolute left-0 top-full z-50 pt-2`}
      >
        <ul className="w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {group.entries.map((entry) => {
            const here = current === entry.path;
            return (
              <li key={entry.key}>
                <Link
                  to={localizedPath(language, entry.path)}
                  aria-current={here ? "page" : undefined}
                  onClick={close}
                  className="block rounded-lg px-3 py-2.5 text-[0.9375rem] leading-snug text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                >
                  {t(`nav.${entry.key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
