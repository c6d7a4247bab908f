import { ArrowRight } from "../ui/icons";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import type { MediaImage } from "../../content/media";
import { useLanguage } from "../../i18n/use-language";
import { localizedPath } from "../../site/paths";
import { ResponsiveImage } from "../ui/responsive-image";

/**
 * The six cards and where their buttons lead (spec §2: aboutus twice, tourism, investment, business, photo). The
 * spec asks for gradient buttons; each gradient runs between two of the site's own colours (app.css: brand navy,
 * lake teal, sun), with white or navy text at AA contrast (issue #30).
 */
export const DISCOVERY_CARDS = [
  { key: "aboutus", href: "aboutus", gradient: "from-brand-700 to-brand-500 text-white" },
  { key: "education", href: "aboutus", gradient: "from-brand-950 to-brand-700 text-white" },
  { key: "tourism", href: "tourism", gradient: "from-lake-600 to-brand-700 text-white" },
  { key: "investment", href: "investment", gradient: "from-sun-400 to-sun-500 text-brand-950" },
  { key: "business", href: "business", gradient: "from-brand-800 to-lake-600 text-white" },
  { key: "gallery", href: "photo", gradient: "from-brand-900 to-brand-600 text-white" },
] as const;

export function Discovery({ images }: { images: MediaImage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="discovery-heading" className="container-page py-16 sm:py-20">
      <h2 id="discovery-heading" className="text-center text-3xl font-extrabold text-brand-900 sm:text-4xl">
        {t("home.discoveryHeading")}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {DISCOVERY_CARDS.map((card, index) => (
          <li
            key={card.key}
            className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200"
          >
            <ResponsiveImage
              image={images[index] ?? null}
              alt=""
              ratio="4/3"
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
              className="w-full"
            />
            <div className="flex flex-1 flex-col items-start gap-4 p-5">
              <p className="text-muted">{t(`home.discovery.${card.key}.text`)}</p>
              <Link
                to={localizedPath(language, card.href)}
                className={`mt-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-gradient-to-r px-5 font-semibold shadow-sm transition-transform hover:-translate-y-0.5 motion-reduce:transition-none ${card.gradient}`}
              >
                {t(`home.discovery.${card.key}.label`)}
                <ArrowRight className="size-4" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
