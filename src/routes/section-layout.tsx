import { useTranslation } from "../i18n/use-translation";
import { Link, Outlet, useLocation } from "react-router";
import { DISTRICTS, getCollection } from "../content/collections";
import { useLanguage } from "../i18n/use-language";
import { idInPattern, localizedPath, splitLanguage } from "../site/paths";
import { sectionOfPath, type SectionEntry } from "../site/sections";

/** Whether the current path belongs to a side-menu entry: its own page, or one of its collection's articles. */
function isEntryActive(entry: SectionEntry, current: string): boolean {
  if (current === entry.path) return true;
  if (entry.kind === "page") return false;
  if (entry.kind === "calendar") return current.startsWith(`${entry.path}/`);
  const pattern =
    entry.kind === "districts" ? DISTRICTS.detailPattern : getCollection(entry.key).detailPattern;
  return idInPattern(pattern, current.split("/")) !== null;
}

/**
 * Section layout (spec §2): a side menu, shown from 1024 px, with the current entry marked; the section's
 * base path stacks its lists (section-overview), any other path shows the child page.
 */
export default function SectionLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const current = splitLanguage(pathname).rest;
  const section = sectionOfPath(current);
  if (!section) return <Outlet />;
  const sectionName = t(`nav.${section.key}`);

  return (
    <div className="container-page grid flex-1 gap-10 py-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:py-12">
      <aside className="hidden lg:block">
        <nav
          aria-label={t("nav.sectionMenu", { section: sectionName })}
          className="sticky top-[calc(var(--spacing-header)+1.5rem)] rounded-2xl border border-slate-200 bg-brand-50/60 p-3"
        >
          <h2 className="px-3 pt-2 pb-3 text-sm font-bold tracking-wider text-brand-700 uppercase">
            <Link to={localizedPath(language, section.path)} className="hover:underline">
              {sectionName}
            </Link>
          </h2>
          <ul className="space-y-0.5">
            {section.entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={localizedPath(language, entry.path)}
                  aria-current={isEntryActive(entry, current) ? "page" : undefined}
                  className="block rounded-lg border-l-4 border-transparent px-3 py-2.5 text-[0.9375rem] leading-snug text-ink hover:bg-white aria-[current=page]:border-sun-500 aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm"
                >
                  {t(`nav.${entry.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
