import { Link } from "react-router";
import { useLanguage } from "../../i18n/use-language";
import { useTranslation } from "../../i18n/use-translation";
import type { Breadcrumb } from "../../site/breadcrumbs";
import { localizedPath } from "../../site/paths";
import { ChevronRight } from "../ui/icons";

export interface BreadcrumbsProps {
  /** The page's trail from its loader (site/breadcrumbs.ts); the last step is the page itself. */
  trail: readonly Breadcrumb[];
}

/** Home › Section › List › this page, above an inner page's heading; wraps on narrow screens. */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t("nav.breadcrumbs")} className="mb-6 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((step, index) => (
          <li key={step.path} className="flex min-w-0 items-center gap-1.5">
            {index > 0 && <ChevronRight className="size-3.5 shrink-0 text-slate-400" />}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="py-0.5 font-medium text-ink">
                {step.name}
              </span>
            ) : (
              <Link
                to={localizedPath(language, step.path)}
                className="inline-flex min-h-6 items-center underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
