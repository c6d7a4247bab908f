import { useEffect, useState, type ComponentType } from "react";
import type { Language } from "../../i18n/languages";
import type { GuideText } from "../../offline/strings";
import type { GuidePanelProps } from "./guide-panel";

/**
 * The box's layout, shared with the saving panel: Tailwind classes the site already has, so the pages carry no
 * stylesheet of their own for it (the panel's few extra rules come with its script, guide-panel.css).
 */
export const ACTIONS = "mt-3 flex flex-wrap items-center gap-x-4 gap-y-2";
export const BUTTON = "min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600";
export const STATUS = "min-h-6 basis-full font-semibold text-brand-900";

/**
 * "Save the tourism guide for offline" (issue #17 §4) on the tourism overview and the places map. The page carries
 * the box as text; what saving needs (the Cache API, progress, errors) is a script of its own, loaded after the
 * page has hydrated, so it costs no page anything before then. Without JavaScript the box is not shown: nothing
 * could be saved.
 */
export function OfflineGuide({ text, language }: { text: GuideText; language: Language }) {
  const [Panel, setPanel] = useState<ComponentType<GuidePanelProps> | null>(null);
  useEffect(() => {
    let current = true;
    import("./guide-panel")
      .then((module) => current && setPanel(() => module.GuidePanel))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return (
    <section
      aria-labelledby="offline-guide"
      className="offline-guide mb-8 rounded-xl border border-brand-100 bg-brand-50 p-5 noscript:hidden"
    >
      <h2 id="offline-guide" className="text-lg font-bold text-brand-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-muted">{text.intro}</p>
      {Panel ? (
        <Panel text={text} language={language} />
      ) : (
        // The panel's first state, until its script arrives: same size, nothing to press yet.
        <div className={ACTIONS}>
          <button type="button" className={BUTTON} aria-disabled="true">
            {text.save}
          </button>
          <p className={STATUS} />
        </div>
      )}
    </section>
  );
}
