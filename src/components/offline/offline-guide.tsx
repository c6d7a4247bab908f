import { useEffect, useState, type ComponentType } from "react";
import type { Language } from "../../i18n/languages";
import type { GuideText } from "../../offline/strings";
import { ACTIONS, BUTTON, OFFLINE_GUIDE_ID, STATUS, type GuidePanelProps } from "./guide-layout";

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
      aria-labelledby={OFFLINE_GUIDE_ID}
      data-pagefind-ignore
      className="offline-guide mb-8 rounded-xl border border-brand-100 bg-brand-50 p-5 noscript:hidden"
    >
      <h2 id={OFFLINE_GUIDE_ID} className="text-lg font-bold text-brand-900">
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
