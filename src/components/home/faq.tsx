import { ChevronDown } from "../ui/icons";
import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { faqPage, jsonLdDocument } from "../../site/structured-data";

/** The six questions, in two columns of three (spec §2, FAQ block). */
export const FAQ_KEYS = [
  ["location", "industry", "investment"],
  ["significance", "projects", "resources"],
] as const;
type FaqKey = (typeof FAQ_KEYS)[number][number];

/**
 * WAI-ARIA accordion with at most one open answer (spec §8): opening one closes the other, clicking the open
 * one closes it. Without JavaScript every answer is simply shown. The questions' JSON-LD follows them: beside the
 * same words, gzip sends them almost free (in the head, 80 KB earlier, they cost the home page about 1 KB).
 */
export function Faq() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FaqKey | null>(null);
  // Written at build time only: hydration keeps what the page holds, so the page's script carries no JSON-LD code
  // (a page reached by a client-side link has none, which only crawlers read, from the prerendered page).
  const [structuredData] = useState(() =>
    import.meta.env.SSR
      ? JSON.stringify(
          jsonLdDocument([
            faqPage(
              FAQ_KEYS.flat().map((key) => ({
                question: t(`home.faq.${key}.question`),
                answer: t(`home.faq.${key}.answer`),
              })),
            ),
          ]),
        ).replace(/</g, "\\u003c")
      : (document.querySelector('[aria-labelledby="faq-heading"] > script')?.textContent ?? ""),
  );
  return (
    <section aria-labelledby="faq-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <h2 id="faq-heading" className="text-center text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {t("home.faqHeading")}
        </h2>
        <div className="mt-10 grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
          {FAQ_KEYS.map((column, columnIndex) => (
            <div key={columnIndex} className="grid gap-4">
              {column.map((key) => {
                const expanded = open === key;
                return (
                  <div key={key} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                    <h3>
                      <button
                        type="button"
                        id={`faq-${key}-question`}
                        aria-expanded={expanded}
                        aria-controls={`faq-${key}-answer`}
                        onClick={() => setOpen(expanded ? null : key)}
                        className="flex min-h-14 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-bold text-brand-900 hover:text-brand-600 focus-visible:outline-3 focus-visible:outline-brand-600"
                      >
                        {t(`home.faq.${key}.question`)}
                        <ChevronDown
                          className={`size-5 shrink-0 transition-transform motion-reduce:transition-none noscript:hidden ${expanded ? "rotate-180" : ""}`}
                        />
                      </button>
                    </h3>
                    <div
                      id={`faq-${key}-answer`}
                      role="region"
                      aria-labelledby={`faq-${key}-question`}
                      className={`px-5 pb-5 leading-relaxed text-slate-700 ${expanded ? "" : "hidden noscript:block"}`}
                    >
                      {t(`home.faq.${key}.answer`)}
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {structuredData && (
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
      )}
    </section>
  );
}
