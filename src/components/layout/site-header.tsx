import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitcher } from "./language-switcher";
import { MobileNav } from "./mobile-nav";
import { SocialLinks } from "./social-links";
import { Emblem } from "../ui/emblem";
import { Search } from "../ui/icons";
import { SEARCH_PATH } from "../../site/paths";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath } from "../../site/paths";

/** The sticky 78 px header (spec §2): logo home link, main menu, social links, language switcher. */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header // No backdrop-filter here: it would make the header the containing block of the mobile panel and overlay.
      className="sticky top-0 z-30 h-header border-b border-slate-200 bg-white"
    >
      <div className="container-page flex h-full items-center justify-between gap-2">
        <Link
          to={localizedPath(language)}
          aria-label={t("site.logoAlt")}
          className="flex shrink-0 items-center gap-2.5 rounded-lg"
        >
          <Emblem className="size-12" />
          <span className="flex flex-col leading-tight" aria-hidden="true">
            {/* Between 1024 and 1280 px the full menu needs the room, and below 368 px the search and menu buttons do:
                the emblem alone stands for the name. */}
            <span className="text-[1.05rem] font-extrabold tracking-tight text-brand-900 max-sm:max-w-[10rem] max-[23rem]:hidden lg:max-xl:hidden">
              {t("site.name")}
            </span>
          </span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-1">
          <SocialLinks tone="light" className="hidden 2xl:flex" />
          {/* Search (issue #16): a plain GET form, so it works without JavaScript. Below 1536 px only its button
              shows, and an empty query opens the search page with its own field. */}
          <form role="search" action={localizedPath(language, SEARCH_PATH)} className="flex items-center">
            <input
              type="search"
              name="q"
              aria-label={t("nav.searchLabel")}
              className="hidden h-11 w-40 rounded-lg border px-3 2xl:flex"
            />
            <button
              type="submit"
              aria-label={t("nav.search")}
              className="flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
            >
              <Search className="size-5" />
            </button>
          </form>
          <div className="hidden lg:block">
            <LanguageSwitcher />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
