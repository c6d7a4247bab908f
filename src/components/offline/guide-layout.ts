import type { Language } from "../../i18n/languages";
import type { GuideText } from "../../offline/strings";

/**
 * The box's layout, shared with the saving panel: Tailwind classes the site already has, so the pages carry no
 * stylesheet of their own for it (the panel's few extra rules come with its script, guide-panel.css).
 */
/** The guide box's heading id (site/paths.ts: the home page links to it without loading this module). */
export { OFFLINE_GUIDE_ID } from "../../site/paths";

export const ACTIONS = "mt-3 flex flex-wrap items-center gap-x-4 gap-y-2";
export const BUTTON = "min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-600";
export const STATUS = "min-h-6 basis-full font-semibold text-brand-900";

/** What the saving panel (guide-panel.tsx, loaded after hydration) is given by the box that loads it. */
export interface GuidePanelProps {
  text: GuideText;
  language: Language;
}
