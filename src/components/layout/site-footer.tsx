import { ChevronDown, Clock, Globe, MapPin, Phone } from "../ui/icons";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { SocialLinks } from "./social-links";
import { Emblem } from "../ui/emblem";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath } from "../../site/paths";
import { ADMINISTRATION_PHONES, ADMINISTRATION_WEBSITE, telHref } from "../../site/site-constants";
import { MAIN_MENU } from "../../site/sections";
import { OPEN_DATA_PATH } from "../../site/paths";

/**
 * The footer (spec §1): the menu sections (on small screens they toggle one at a time; without JavaScript all
 * are open), the administration's contacts, social links, the credit line and the copyright.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [expanded, setExpanded] = useState<string | null>(null);
  const baseId = useId();

  const contacts = [
    { id: 1, icon: MapPin, name: t("footer.addressLabel"), content: t("footer.address") },
    {
      id: 2,
      icon: Phone,
      name: t("footer.phonesLabel"),
      content: (
        <span className="flex flex-col">
          {ADMINISTRATION_PHONES.map((phone) => (
            <a
              key={phone}
              href={telHref(phone)}
              className="inline-flex min-h-6 items-center whitespace-nowrap hover:underline"
            >
              {phone}
            </a>
          ))}
        </span>
      ),
    },
    {
      id: 3,
      icon: Globe,
      name: t("footer.websiteLabel"),
      content: (
        <a href={`https://${ADMINISTRATION_WEBSITE}`} className="hover:underline">
          {ADMINISTRATION_WEBSITE}
        </a>
      ),
    },
    { id: 4, icon: Clock, name: t("footer.receptionLabel"), content: t("footer.reception") },
  ];

  return (
    <footer className="mt-auto bg-brand-950 text-white/85">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6">
          <Link to={localizedPath(language)} className="inline-flex items-center gap-3 rounded-lg">
            <Emblem className="size-14" />
            <span className="text-xl font-extrabold text-white">{t("site.name")}</span>
          </Link>
          <h2 className="text-sm font-bold tracking-wider text-sun-400 uppercase">
            {t("footer.contactsHeading")}
          </h2>
          <ul className="space-y-4 text-sm">
            {contacts.map(({ id, icon: Icon, name, content }) => (
              <li key={id} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-lake-400" />
                <div>
                  <div className="font-semibold text-white">{name}</div>
                  <div>{content}</div>
                </div>
              </li>
            ))}
          </ul>
          <div>
            <h2 className="sr-only">{t("footer.socialHeading")}</h2>
            <SocialLinks tone="dark" className="-ml-2.5" />
          </div>
        </div>

        <nav
          id="footer-menu"
          aria-label={t("nav.footer")}
          className="grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3"
        >
          {MAIN_MENU.map((group) => {
            const isOpen = expanded === group.key;
            const listId = `${baseId}-${group.key}`;
            return (
              <div key={group.key} className="border-b border-white/10 lg:border-0 lg:pb-6">
                <h2 className="text-sm font-bold tracking-wider text-sun-400 uppercase">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    onClick={() => setExpanded(isOpen ? null : group.key)}
                    className="noscript:hidden flex min-h-12 w-full items-center justify-between text-left uppercase lg:hidden"
                  >
                    {t(`nav.${group.key}`)}
                    <ChevronDown className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`} />
                  </button>
                  <span className="hidden noscript:block py-3 lg:block">{t(`nav.${group.key}`)}</span>
                </h2>
                <ul
                  id={listId}
                  className={`${isOpen ? "block" : "hidden"} noscript:block space-y-1 pb-4 lg:block`}
                >
                  {group.entries.map((entry) => (
                    <li key={entry.key}>
                      <Link
                        to={localizedPath(language, entry.path)}
                        className="inline-block py-1.5 text-sm hover:text-white hover:underline"
                      >
                        {t(`nav.${entry.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-sm text-white/75 md:flex-row md:items-center md:justify-between">
          <p className="max-w-3xl">{t("footer.credit")}</p>
          <p className="flex flex-wrap items-center gap-x-6 md:justify-end md:text-right">
            <Link
              to={localizedPath(language, "accessibility")}
              className="inline-flex min-h-6 items-center underline hover:text-white"
            >
              {t("nav.accessibility")}
            </Link>
            <Link
              to={localizedPath(language, OPEN_DATA_PATH)}
              className="inline-flex min-h-6 items-center underline hover:text-white"
            >
              {t("footer.openData")}
            </Link>
            <span>{t("footer.copyright")}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
