import "./offline-guide.css";
import { useEffect, useState, type ComponentType } from "react";
import type { Language } from "../../i18n/languages";
import type { GuideText } from "../../offline/strings";
import type { GuidePanelProps } from "./guide-panel";

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
    <section aria-labelledby="offline-guide" className="offline-guide noscript:hidden">
      <h2 id="offline-guide" className="text-lg font-bold text-brand-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-muted">{text.intro}</p>
      {Panel ? (
        <Panel text={text} language={language} />
      ) : (
        // The panel's first state, until its script arrives: same size, nothing to press yet.
        <div className="offline-guide-actions">
          <button type="button" className="offline-guide-button" aria-disabled="true">
            {text.save}
          </button>
          <p className="offline-guide-status" />
        </div>
      )}
    </section>
  );
}
